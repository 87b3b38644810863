import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StoredFileMissingError, type FileStorage, type StagedFile } from './file-storage';
import { writeStaged } from './staged-write';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root`, fanned out by the key's first two characters. One machine only. */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key);

  return {
    async save<T>(source: Readable, maxBytes: number, inspect?: (staged: StagedFile) => Promise<T>) {
      const key = randomBytes(20).toString('hex');
      const target = pathOf(key);
      const staged = await writeStaged(source, `${target}.part`, maxBytes);
      try {
        // No inspection: T is its default, undefined.
        const inspected = (inspect ? await inspect(staged) : undefined) as T;
        await rename(staged.path, target);
        return { key, sizeBytes: staged.sizeBytes, sha256: staged.sha256, inspected };
      } catch (error) {
        await rm(staged.path, { force: true });
        throw error;
      }
    },
    async open(key) {
      // Opened before the stream is handed out, so a missing file is an error here, not a
      // broken response after its headers went out.
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new StoredFileMissingError(key) : error;
      });
      return handle.createReadStream();
    },
    async withLocalFile(key, use) {
      await stat(pathOf(key)).catch((error: unknown) => {
        throw isMissing(error) ? new StoredFileMissingError(key) : error;
      });
      return use(pathOf(key));
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    ready: async () => {
      await mkdir(root, { recursive: true });
    },
    close: async () => {},
  };
}
