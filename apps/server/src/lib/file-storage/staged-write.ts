import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileTooLargeError, type StagedFile } from './file-storage';

/**
 * Writes a stream to `partial` (a `.part` file, which the start-up sweep removes if a killed
 * process leaves it), counting and hashing on the way; past maxBytes it stops and removes it.
 */
export async function writeStaged(source: Readable, partial: string, maxBytes: number): Promise<StagedFile> {
  await mkdir(path.dirname(partial), { recursive: true });
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
  } catch (error) {
    await removeStaged(partial, output);
    throw error;
  }
  return { path: partial, sizeBytes, sha256: hash.digest('hex') };
}

/**
 * A source that fails at once can fail before the file is even open: removed then, the file
 * would appear afterwards and stay. Wait until it is closed.
 */
async function removeStaged(partial: string, output: ReturnType<typeof createWriteStream>): Promise<void> {
  if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
  await rm(partial, { force: true });
}
