import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded bytes live. Local disk today; an object store later, behind the same shape. */
export interface FileStorage {
  /** Stores a stream under a new server-generated key; refuses more than maxBytes. */
  save(source: Readable, maxBytes: number): Promise<StoredFile>;
  /** A local path for type detection of a just-stored file. */
  localPath(key: string): string;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

export interface StoredFile {
  key: string;
  sizeBytes: number;
  sha256: string;
}

export class StoredFileTooLargeError extends Error {}

/** Files under `root`, fanned out by the key's first two characters. */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key);

  return {
    async save(source, maxBytes) {
      const key = randomBytes(20).toString('hex');
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.part`;
      const hash = createHash('sha256');
      const output = createWriteStream(partial, { mode: 0o640 });
      let sizeBytes = 0;
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              sizeBytes += chunk.length;
              if (sizeBytes > maxBytes) throw new StoredFileTooLargeError();
              hash.update(chunk);
              yield chunk;
            }
          },
          output,
        );
        await rename(partial, target);
      } catch (error) {
        // A source that fails at once can fail before the file is even open: removed then,
        // the file would appear afterwards and stay. Wait until it is closed.
        if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return { key, sizeBytes, sha256: hash.digest('hex') };
    },
    localPath: pathOf,
    open: (key) => createReadStream(pathOf(key)),
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}
