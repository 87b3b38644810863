import { API_PATHS, API_PREFIX } from '@lyp/shared/api/paths';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/env';

/** One line saying where the app listens, its docs, and what it runs on. */
export function logStarted(
  logger: Logger,
  config: AppConfig,
  running: { url: string; hasRedis: boolean; hasSmsOutbox: boolean },
): void {
  const { url } = running;
  logger.info(
    {
      url,
      docs: `${url}${API_PREFIX}${API_PATHS.docs}`,
      database: config.databaseUrl ? 'external' : 'embedded',
      redis: running.hasRedis,
      files: config.fileStorage.kind === 's3' ? `s3://${config.fileStorage.bucket}` : config.uploads.dir,
      demoMode: config.demoMode,
      ...(running.hasSmsOutbox ? { smsOutbox: `${url}${API_PREFIX}${API_PATHS.demoSmsOutboxPage}` } : {}),
    },
    `乐易拍已启动：${url}`,
  );
}
