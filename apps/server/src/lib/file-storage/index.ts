import path from 'node:path';
import type { FileStorageConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

export * from './file-storage';
export { createLocalFileStorage } from './local-file-storage';
export { createS3FileStorage, type S3StorageOptions } from './s3-file-storage';
export { readVerified, verifyingStream, type ExpectedContent } from './verified-reads';

/**
 * The configured storage. `uploadsDir` holds the files themselves on disk, or, with a bucket,
 * only what this machine stages there (in a folder the keys' two-character fan-out never names).
 */
export function createFileStorage(config: FileStorageConfig, uploadsDir: string): FileStorage {
  if (config.kind === 'local') return createLocalFileStorage(uploadsDir);
  const { kind: _kind, ...options } = config;
  return createS3FileStorage({ ...options, stagingDir: path.join(uploadsDir, 'staging') });
}
