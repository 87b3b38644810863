import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3FileStorage, type FileStorage, type S3StorageOptions } from '../src/lib/file-storage';

/** s3rver accepts any key pair; these are its documented defaults. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** The options an instance would be configured with, but for its own staging directory. */
  optionsFor(stagingDir: string): S3StorageOptions;
  /** A storage on the bucket, staging under `stagingDir` (each instance has its own). */
  storageFor(stagingDir: string): FileStorage;
  /** Every key in the bucket, as a client outside the app sees it. */
  keys(): Promise<string[]>;
  /** Replaces an object's bytes behind the app's back (a damaged disk, a careless operator). */
  overwrite(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** An S3-compatible server on a free local port, with one empty bucket, its objects in a temporary folder. */
export async function startS3Server(bucket = 'lyp-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lyp-test-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const optionsFor = (stagingDir: string): S3StorageOptions => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    stagingDir,
  });
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    optionsFor,
    storageFor: (stagingDir) => createS3FileStorage(optionsFor(stagingDir)),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async overwrite(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
