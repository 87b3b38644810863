import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { StoredFileCorruptError, type FileStorage } from './file-storage';

/** What a file's bytes hashed to when they were stored. */
export interface ExpectedContent {
  key: string;
  sha256: string;
}

/**
 * The stream's bytes, passed on as they come except the last chunk, which is held back until
 * the whole has hashed to the recorded SHA-256: bytes that do not (a disk's or a bucket's
 * corruption, a file replaced behind the app's back) end in an error, so the receiver gets
 * an incomplete download, never a complete-looking wrong file.
 */
export function verifyingStream(
  source: Readable,
  expected: ExpectedContent,
  onCorrupt: (error: StoredFileCorruptError) => void = () => {},
): Readable {
  const hash = createHash('sha256');
  let held: Buffer | undefined;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      const previous = held;
      held = chunk;
      done(null, previous);
    },
    flush(done) {
      const actual = hash.digest('hex');
      if (actual !== expected.sha256) {
        const error = new StoredFileCorruptError(expected.key, expected.sha256, actual);
        onCorrupt(error);
        done(error);
        return;
      }
      done(null, held);
    },
  });
  // pipeline, not pipe: a receiver that goes away (a closed browser tab) also closes the
  // source (a file handle, a bucket's connection); a source's error reaches the receiver.
  pipeline(source, check, () => {});
  return check;
}

/**
 * A small file's whole bytes (an issued PDF), only once they hash to the recorded SHA-256:
 * a mismatch is StoredFileCorruptError before anything is sent. Larger than maxBytes is
 * refused as it arrives, so a wrong key cannot fill the memory.
 */
export async function readVerified(
  storage: FileStorage,
  expected: ExpectedContent,
  maxBytes: number,
): Promise<Buffer> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let sizeBytes = 0;
  for await (const chunk of await storage.open(expected.key)) {
    const bytes = chunk as Buffer;
    sizeBytes += bytes.length;
    if (sizeBytes > maxBytes) break;
    hash.update(bytes);
    chunks.push(bytes);
  }
  const actual = sizeBytes > maxBytes ? 'larger than the limit' : hash.digest('hex');
  if (actual !== expected.sha256) throw new StoredFileCorruptError(expected.key, expected.sha256, actual);
  return Buffer.concat(chunks);
}
