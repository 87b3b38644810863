import type { Readable } from 'node:stream';

/**
 * Where uploaded files and issued documents live: a local directory (one machine) or an
 * S3-compatible bucket (several instances on several machines sharing the same bytes).
 */
export interface FileStorage {
  /**
   * Receives a stream into a staged local file, refusing more than maxBytes, lets `inspect`
   * look at it there (libraries that read types and picture sizes want a path), and only when
   * `inspect` does not throw keeps it under a new server-generated key. Nothing refused is kept.
   */
  save<T = undefined>(
    source: Readable,
    maxBytes: number,
    inspect?: (staged: StagedFile) => Promise<T>,
  ): Promise<StoredFile & { inspected: T }>;
  /** The bytes under `key`; StoredFileMissingError when there are none. */
  open(key: string): Promise<Readable>;
  /**
   * Runs `use` with a local file holding the bytes under `key` (for libraries that read only
   * files: sharp, exceljs). An object store downloads a private copy, removed afterwards.
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  remove(key: string): Promise<void>;
  /**
   * Checked at start: fails, saying what to fix, when files could not be kept (a bucket that
   * is missing or refuses the keys), rather than at the first upload.
   */
  ready(): Promise<void>;
  /** Lets go of connections (an object store's client); files on disk need nothing. */
  close(): Promise<void>;
}

/** A received file before it is kept: its bytes in a local file for the inspection. */
export interface StagedFile {
  path: string;
  sizeBytes: number;
  sha256: string;
}

export interface StoredFile {
  key: string;
  sizeBytes: number;
  sha256: string;
}

export class StoredFileTooLargeError extends Error {}

/** A key whose bytes are gone: a record outlived its file, or the store was not the one written to. */
export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`stored file ${key} is missing`);
  }
}

/** Bytes that no longer hash to what was recorded when they were stored. */
export class StoredFileCorruptError extends Error {
  constructor(
    readonly key: string,
    readonly expectedSha256: string,
    readonly actualSha256: string,
  ) {
    super(`stored file ${key} has SHA-256 ${actualSha256}, recorded ${expectedSha256}`);
  }
}
