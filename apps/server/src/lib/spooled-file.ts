import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpooledFile {
  sizeBytes: number;
  /** The file's bytes; the file is removed once they are read or the reading is abandoned. */
  read(): Readable;
  /** Removes the file without reading it. */
  discard(): Promise<void>;
}

let spoolDir: Promise<string> | undefined;

/**
 * The whole of a stream, written to a temporary file before anything is answered: a download
 * is then answered 200 only when its file is complete, with its length, and a failure while
 * making it becomes an error answer instead of a file cut short after its 200.
 */
export async function spoolToFile(source: Readable): Promise<SpooledFile> {
  const dir = await (spoolDir ??= mkdtemp(path.join(tmpdir(), 'lyp-spool-')));
  const file = path.join(dir, randomBytes(12).toString('hex'));
  const discard = () => rm(file, { force: true });
  try {
    await pipeline(source, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  const { size } = await stat(file);
  return {
    sizeBytes: size,
    read() {
      const stream = createReadStream(file);
      stream.once('close', () => void discard());
      return stream;
    },
    discard,
  };
}
