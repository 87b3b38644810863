import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import {
  createLocalFileStorage,
  createS3FileStorage,
  readVerified,
  StoredFileCorruptError,
  StoredFileMissingError,
  StoredFileTooLargeError,
  verifyingStream,
  type FileStorage,
} from './index';

/** Each adapter with what a test needs to look behind it: its leftovers, and a way to damage a file. */
interface Sandbox {
  storage: FileStorage;
  /** Everything the storage holds or left behind: kept files and staged ones alike. */
  leftovers(): Promise<string[]>;
  corrupt(key: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

const filesUnder = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

async function localSandbox(): Promise<Sandbox> {
  const root = await mkdtemp(path.join(tmpdir(), 'lyp-test-storage-'));
  return {
    storage: createLocalFileStorage(root),
    leftovers: () => filesUnder(root),
    corrupt: (key, bytes) => writeFile(path.join(root, key.slice(0, 2), key), bytes),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

async function s3Sandbox(): Promise<Sandbox> {
  const staging = await mkdtemp(path.join(tmpdir(), 'lyp-test-staging-'));
  const storage = s3.storageFor(staging);
  return {
    storage,
    leftovers: async () => [...(await s3.keys()), ...(await filesUnder(staging))],
    corrupt: (key, bytes) => s3.overwrite(key, bytes),
    async close() {
      for (const key of await s3.keys()) await storage.remove(key);
      await storage.close();
      await rm(staging, { recursive: true, force: true });
    },
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());
/** Bytes arriving in several chunks, as an upload's do. */
const chunked = (bytes: Buffer, size = 16 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );
const sample = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 251));

describe.each([
  ['on the local disk', localSandbox],
  ['in an S3-compatible bucket', s3Sandbox],
])('a file storage %s', (_where, makeSandbox) => {
  let box: Sandbox;
  beforeAll(async () => {
    box = await makeSandbox();
  });
  afterEach(async () => {
    for (const file of await box.leftovers()) await box.storage.remove(path.basename(file));
  });
  afterAll(() => box?.close());

  it('is ready to keep files once it can reach where they go', async () => {
    await expect(box.storage.ready()).resolves.toBeUndefined();
  });

  it('keeps a stream under a new key and gives the same bytes back, with their size and SHA-256', async () => {
    const stored = await box.storage.save(chunked(sample), sample.length);
    expect(stored).toMatchObject({ sizeBytes: sample.length, sha256: sha256(sample) });
    expect(stored.key).toMatch(/^[0-9a-f]{40}$/);
    expect(await bytesOf(await box.storage.open(stored.key))).toEqual(sample);
    // Nothing staged is left beside the kept file.
    expect(await box.leftovers()).toHaveLength(1);
  });

  it('refuses a file larger than the limit and keeps nothing of it', async () => {
    await expect(box.storage.save(chunked(sample), sample.length - 1)).rejects.toBeInstanceOf(
      StoredFileTooLargeError,
    );
    expect(await box.leftovers()).toEqual([]);
  });

  it('shows the staged bytes to the inspection and keeps nothing the inspection refuses', async () => {
    const refusal = new Error('不是允许的文件类型');
    const seen: Buffer[] = [];
    const refused = box.storage.save(chunked(sample), sample.length, async (staged) => {
      seen.push(await readFile(staged.path));
      expect(staged).toMatchObject({ sizeBytes: sample.length, sha256: sha256(sample) });
      throw refusal;
    });
    await expect(refused).rejects.toBe(refusal);
    expect(seen).toEqual([sample]);
    expect(await box.leftovers()).toEqual([]);

    const kept = await box.storage.save(chunked(sample), sample.length, async () => 'pdf' as const);
    expect(kept.inspected).toBe('pdf');
  });

  it('answers a missing file for a key that holds nothing, opened or lent as a local file', async () => {
    const key = 'ab'.repeat(20);
    await expect(box.storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(box.storage.withLocalFile(key, async () => 'read')).rejects.toBeInstanceOf(
      StoredFileMissingError,
    );
  });

  it('removes a file, and removing it again is harmless', async () => {
    const stored = await box.storage.save(Readable.from([sample]), sample.length);
    await box.storage.remove(stored.key);
    await box.storage.remove(stored.key);
    await expect(box.storage.open(stored.key)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await box.leftovers()).toEqual([]);
  });

  it('lends the bytes as a local file while they are used, and tidies any copy away afterwards', async () => {
    const stored = await box.storage.save(Readable.from([sample]), sample.length);
    let lent = '';
    const size = await box.storage.withLocalFile(stored.key, async (localPath) => {
      lent = localPath;
      expect(await readFile(localPath)).toEqual(sample);
      return (await stat(localPath)).size;
    });
    expect(size).toBe(sample.length);
    expect(await box.leftovers()).toHaveLength(1);
    expect(lent).not.toBe('');
  });

  it('notices bytes changed behind its back: a streamed read fails before its end, a whole read refuses them', async () => {
    const stored = await box.storage.save(chunked(sample), sample.length);
    const expected = { key: stored.key, sha256: stored.sha256 };
    expect(await readVerified(box.storage, expected, sample.length)).toEqual(sample);
    expect(await bytesOf(verifyingStream(await box.storage.open(stored.key), expected))).toEqual(sample);

    const damaged = Buffer.from(sample);
    damaged[damaged.length - 1]! ^= 0xff;
    await box.corrupt(stored.key, damaged);

    await expect(readVerified(box.storage, expected, sample.length)).rejects.toBeInstanceOf(
      StoredFileCorruptError,
    );
    const reported: StoredFileCorruptError[] = [];
    const received: Buffer[] = [];
    const reading = verifyingStream(await box.storage.open(stored.key), expected, (error) =>
      reported.push(error),
    );
    const failure = await (async () => {
      for await (const chunk of reading) received.push(chunk as Buffer);
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoredFileCorruptError);
    expect(failure).toMatchObject({
      key: stored.key,
      expectedSha256: stored.sha256,
      actualSha256: sha256(damaged),
    });
    expect(reported).toEqual([failure]);
    // The last chunk was held back: the receiver never has the whole (wrong) file.
    expect(Buffer.concat(received).length).toBeLessThan(sample.length);
  });
});

describe('an S3 storage at start', () => {
  it('refuses a bucket that does not exist, naming it and what to check', async () => {
    const staging = await mkdtemp(path.join(tmpdir(), 'lyp-test-staging-'));
    const storage = createS3FileStorage({ ...s3.optionsFor(staging), bucket: 'no-such-bucket' });
    try {
      await expect(storage.ready()).rejects.toThrow(/无法访问 S3 存储桶 no-such-bucket.*请检查 S3_BUCKET/);
    } finally {
      await storage.close();
      await rm(staging, { recursive: true, force: true });
    }
  });
});
