import type { S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissingError, type FileStorage, type StagedFile } from './file-storage';
import { writeStaged } from './staged-write';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, a cloud's OSS/COS); absent: AWS itself. */
  endpoint?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (an instance role, say). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** A local directory for files being received or read by a library: this machine's own. */
  stagingDir: string;
}

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * The AWS SDK, loaded only where a bucket is configured: it takes about 0.4 s to load, which a
 * server on local disk (the default) should not spend at every start.
 */
const loadSdk = () => import('@aws-sdk/client-s3');
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * Files as objects of one bucket, shared by every instance that names it. A file is received
 * into a local staging file first (its size checked, its hash and type read there), then put
 * with its known length in one request: no part of an upload refused or cut off ever reaches
 * the bucket, and nothing is held in memory. One PUT takes up to 5 GB, far above UPLOAD_MAX_MB.
 */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const { bucket, stagingDir } = options;
  const aws: Promise<{ sdk: Sdk; client: S3Client }> = loadSdk().then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // The SDK's default CRC checksums send bodies in aws-chunked form, which many S3-compatible
      // servers refuse; SHA-256 is recorded in the database and checked on read instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
  const stagingPath = (key: string, purpose: string) =>
    path.join(stagingDir, `${key}.${purpose}-${randomBytes(6).toString('hex')}.part`);

  async function open(key: string): Promise<Readable> {
    try {
      const { sdk, client } = await aws;
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new StoredFileMissingError(key) : error;
    }
  }

  return {
    async save<T>(source: Readable, maxBytes: number, inspect?: (staged: StagedFile) => Promise<T>) {
      const key = randomBytes(20).toString('hex');
      const staged = await writeStaged(source, stagingPath(key, 'upload'), maxBytes);
      try {
        // No inspection: T is its default, undefined.
        const inspected = (inspect ? await inspect(staged) : undefined) as T;
        const { sdk, client } = await aws;
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(staged.path),
            ContentLength: staged.sizeBytes,
          }),
        );
        return { key, sizeBytes: staged.sizeBytes, sha256: staged.sha256, inspected };
      } finally {
        await rm(staged.path, { force: true });
      }
    },
    open,
    async withLocalFile(key, use) {
      const copy = stagingPath(key, 'read');
      await mkdir(stagingDir, { recursive: true });
      try {
        await pipeline(await open(key), createWriteStream(copy, { mode: 0o640 }));
        return await use(copy);
      } finally {
        await rm(copy, { force: true });
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds: removing twice is harmless, as on disk.
      const { sdk, client } = await aws;
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async ready() {
      try {
        const { sdk, client } = await aws;
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const reason = (error as { name?: string }).name ?? String(error);
        throw new Error(
          `无法访问 S3 存储桶 ${bucket}（${options.endpoint ?? 'AWS S3'}，${reason}）：请检查 S3_BUCKET、S3_ENDPOINT、S3_REGION 与访问密钥，并确认存储桶已创建`,
          { cause: error },
        );
      }
    },
    close: async () => (await aws).client.destroy(),
  };
}
