import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('defaults to demo mode on the embedded database, port 3000, data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      demoMode: true,
      seedDemoData: true,
      sms: { provider: 'demo' },
      embeddedPgPort: 54329,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  const secret = { APP_SECRET: 'a-production-secret-of-at-least-32-chars' };

  it('believes only the forwarded hops TRUST_PROXY names, never the client-written left-most one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      '须为 true/false、代理层数或代理的地址（逗号分隔）',
    );
  });

  it('refuses production without a real SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow('非演示模式必须配置短信服务');
  });

  it('refuses production without an application secret shared by all instances', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://x.example' }),
    ).toThrow('生产环境必须设置 APP_SECRET');
  });

  it('turns demo mode on by itself only on a loopback address, where no one else sees the codes', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow('演示模式会公开短信验证码与演示账号');
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1' }).demoMode).toBe(true);
  });

  it('refuses the demo SMS outbox outside demo mode', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false', SMS_PROVIDER: 'demo' })).toThrow('只能在演示模式');
  });

  it('accepts production with a webhook SMS gateway and an external database', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...secret,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      DATABASE_URL: 'postgres://app@db.example.com:5432/lyp',
      REDIS_URL: 'redis://cache.example.com:6379',
    });
    expect(config).toMatchObject({
      demoMode: false,
      seedDemoData: false,
      sms: { provider: 'webhook', url: 'https://sms.example.com/send' },
      databaseUrl: 'postgres://app@db.example.com:5432/lyp',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: /);
  });

  it('keeps files in the data directory unless told to use a bucket', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'local' });
  });

  it('refuses S3 storage without a bucket, naming S3_BUCKET', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 需要同时设置 S3_BUCKET');
  });

  it('refuses an S3 access key without its secret', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'lyp', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置',
    );
  });

  it('reads an S3-compatible bucket, addressed by path when it has its own endpoint', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'lyp-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'lyp-files',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'cn-north-1' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'cn-north-1',
      forcePathStyle: false,
    });
  });

  it('names an unknown storage kind', () => {
    expect(() => loadConfig({ FILE_STORAGE: 'nfs' })).toThrow(/FILE_STORAGE: 只能是 local 或 s3/);
  });
});
