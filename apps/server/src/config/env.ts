import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only reader of the environment. Everything else receives an AppConfig, so tests
 * build configurations without touching process.env.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverRoot, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: '只能是 true 或 false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const portNumber = z.coerce.number({ error: '必须是端口号' }).int().min(1).max(65535);
const positiveSeconds = z.coerce.number({ error: '必须是秒数' }).int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portNumber.default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ error: '必须是 postgres:// 连接串' }).optional(),
  EMBEDDED_PG_PORT: portNumber.default(54329),
  REDIS_URL: z.url({ error: '必须是 redis:// 连接串' }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('lyp:'),
  DEMO_MODE: booleanFlag.optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SMS_PROVIDER: z.enum(['demo', 'webhook'], { error: '只能是 demo 或 webhook' }).optional(),
  SMS_WEBHOOK_URL: z.url({ error: '必须是 http(s) 地址' }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json'], { error: '只能是 auto、pretty 或 json' }).default('auto'),
  /**
   * Which X-Forwarded-For hops to believe: true (or 1) the one proxy in front, a number of proxies,
   * or their addresses and ranges (comma-separated). Never every hop: the left-most is whatever
   * the client wrote, and per-address limits and API clients' allow-lists would believe it.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context): number | string | false => {
      if (['', 'false', '0', 'no'].includes(value)) return false;
      if (['true', 'yes'].includes(value)) return 1;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/.test(value)) return value;
      context.addIssue({ code: 'custom', message: '须为 true/false、代理层数或代理的地址（逗号分隔）' });
      return z.NEVER;
    })
    .default(false),
  /** The address people open the product at: printed on documents (their verification link). */
  PUBLIC_URL: z.url({ error: '必须是 http(s) 地址' }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  APP_SECRET: z.string().min(32, { error: '至少 32 个字符' }).optional(),
  AUCTION_PUBLICATION_LEAD_MINUTES: z.coerce
    .number({ error: '必须是分钟数' })
    .int()
    .min(0)
    .max(10_080)
    .optional(),
  LIVE_MAX_CONNECTIONS_PER_IP: z.coerce
    .number({ error: '必须是整数' })
    .int()
    .min(1)
    .max(100_000)
    .default(100),
  FILE_STORAGE: z.enum(['local', 's3'], { error: '只能是 local 或 s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ error: '必须是 http(s) 地址' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  UPLOAD_MAX_MB: z.coerce.number({ error: '必须是兆字节数' }).int().min(1).max(200).default(20),
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number({ error: '必须是百万像素数' }).int().min(1).max(250).default(50),
  ACCESS_TOKEN_TTL_SECONDS: positiveSeconds.default(12 * 60 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveSeconds.default(7 * 24 * 60 * 60),
  /** Absent: no metrics listener. Prometheus scrapes http://METRICS_HOST:METRICS_PORT/metrics. */
  METRICS_PORT: portNumber.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Webhooks to http:// and private addresses: for a machine's own tests; off in production. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.optional(),
  /** How long a dispatcher holds a delivery it is sending: one that dies leaves it to others after this. */
  WEBHOOK_LEASE_SECONDS: positiveSeconds.default(60),
});

/**
 * Where uploads and issued documents are kept: the data directory (one machine), or an
 * S3-compatible bucket every instance shares (required for instances on several machines).
 */
export type FileStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export type SmsConfig = { provider: 'demo' } | { provider: 'webhook'; url: string; token?: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the server runs its own embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  embeddedPgPort: number;
  /** Absent: live events and rate-limit counters stay in this process. */
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Demo mode: SMS codes go to a visible outbox and demo accounts are seeded. */
  demoMode: boolean;
  seedDemoData: boolean;
  sms: SmsConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** auto: readable lines on a terminal, JSON otherwise. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** Hops (or proxy addresses) whose X-Forwarded-For is believed; false: none. */
  trustProxy: number | string | false;
  /** Where the product is opened, without a trailing slash: documents print links under it. */
  publicUrl: string;
  webDistDir: string;
  /** Keys hashes of SMS codes. Absent: one is generated and kept under dataDir (single instance only). */
  appSecret?: string;
  auction: AuctionSettings;
  /** maxPixels: the largest picture accepted (width × height), and the most any resize decodes. */
  uploads: { maxBytes: number; maxPixels: number; dir: string };
  fileStorage: FileStorageConfig;
  live: LiveLimits;
  /** Where Prometheus scrapes, on a port of its own (kept off the public one); absent: none. */
  metrics?: { port: number; host: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  webhooks: WebhookSettings;
}

export interface WebhookSettings {
  /** http:// and private or loopback addresses allowed as targets (demo and tests only). */
  allowPrivateTargets: boolean;
  leaseSeconds: number;
}

export interface AuctionSettings {
  /**
   * A bulletin must be approved at least this long before its first lot opens (24 h by
   * default; 2 minutes in demo mode, so a lot's whole life fits in a demo).
   */
  publicationLeadMinutes: number;
  /** How often the sweeper looks for lots to open and close. */
  sweepIntervalMs: number;
  /** A lot closes this long after its end, so bids received just before the end are decided first. */
  closeGraceMs: number;
}

/** What one client may take of the live channel. */
export interface LiveLimits {
  /** Open WebSocket connections from one address (the proxy's, unless TRUST_PROXY is set). */
  maxConnectionsPerIp: number;
}

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`环境变量配置有误：\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const demoMode = values.DEMO_MODE ?? values.NODE_ENV !== 'production';
  // The demo publishes SMS codes and known passwords: on by default only where no one else can reach it.
  if (demoMode && values.DEMO_MODE === undefined && !LOOPBACK_HOSTS.has(values.HOST)) {
    throw new ConfigError(
      `演示模式会公开短信验证码与演示账号，只在本机地址上默认开启；HOST=${values.HOST} 时请显式设置 DEMO_MODE=true 或 DEMO_MODE=false`,
    );
  }
  if (values.NODE_ENV === 'production' && !values.APP_SECRET) {
    throw new ConfigError('生产环境必须设置 APP_SECRET（至少 32 个字符，多个实例使用同一个值）');
  }
  const sms = resolveSms(values, demoMode);
  const fileStorage = resolveFileStorage(values);

  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    ...(values.DATABASE_URL ? { databaseUrl: values.DATABASE_URL } : {}),
    embeddedPgPort: values.EMBEDDED_PG_PORT,
    ...(values.REDIS_URL ? { redisUrl: values.REDIS_URL } : {}),
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    demoMode,
    seedDemoData: values.SEED_DEMO_DATA ?? demoMode,
    sms,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    trustProxy: values.TRUST_PROXY,
    publicUrl: (values.PUBLIC_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/+$/, ''),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    ...(values.APP_SECRET ? { appSecret: values.APP_SECRET } : {}),
    auction: {
      publicationLeadMinutes: values.AUCTION_PUBLICATION_LEAD_MINUTES ?? (demoMode ? 2 : 24 * 60),
      sweepIntervalMs: 1000,
      // Instances whose clocks differ by up to this much still agree a lot is over before it closes.
      closeGraceMs: 5000,
    },
    uploads: {
      maxBytes: values.UPLOAD_MAX_MB * 1024 * 1024,
      maxPixels: values.UPLOAD_MAX_MEGAPIXELS * 1_000_000,
      dir: path.join(path.resolve(values.DATA_DIR), 'files'),
    },
    fileStorage,
    live: { maxConnectionsPerIp: values.LIVE_MAX_CONNECTIONS_PER_IP },
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
    webhooks: {
      allowPrivateTargets: values.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? demoMode,
      leaseSeconds: values.WEBHOOK_LEASE_SECONDS,
    },
    ...(values.METRICS_PORT ? { metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST } } : {}),
  };
}

function resolveFileStorage(values: z.infer<typeof envSchema>): FileStorageConfig {
  if (values.FILE_STORAGE === 'local') return { kind: 'local' };
  if (!values.S3_BUCKET)
    throw new ConfigError('FILE_STORAGE=s3 需要同时设置 S3_BUCKET（存放上传文件与单据的存储桶）');
  const keyId = values.S3_ACCESS_KEY_ID;
  const secret = values.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置（或都不设置，使用运行环境自带的凭证）',
    );
  }
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
    // S3-compatible servers (MinIO and the like) mostly want the bucket in the path, AWS in the host name.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? Boolean(values.S3_ENDPOINT),
    ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
  };
}

function resolveSms(values: z.infer<typeof envSchema>, demoMode: boolean): SmsConfig {
  const provider = values.SMS_PROVIDER ?? (demoMode ? 'demo' : undefined);
  if (provider === 'demo') {
    if (!demoMode) {
      throw new ConfigError('SMS_PROVIDER=demo 只能在演示模式（DEMO_MODE=true）下使用');
    }
    return { provider: 'demo' };
  }
  if (provider === 'webhook') {
    if (!values.SMS_WEBHOOK_URL) {
      throw new ConfigError('SMS_PROVIDER=webhook 需要同时设置 SMS_WEBHOOK_URL');
    }
    return {
      provider: 'webhook',
      url: values.SMS_WEBHOOK_URL,
      ...(values.SMS_WEBHOOK_TOKEN ? { token: values.SMS_WEBHOOK_TOKEN } : {}),
    };
  }
  throw new ConfigError('非演示模式必须配置短信服务：SMS_PROVIDER=webhook 与 SMS_WEBHOOK_URL');
}
