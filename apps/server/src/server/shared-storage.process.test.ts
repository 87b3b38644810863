import { apiUrl } from '@lyp/shared/api/paths';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { databaseUrl, runAdminStatement } from '../../test/admin-database';
import { freePort } from '../../test/free-port';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { launchServer, waitForOutput, type ServerProcess } from '../../test/server-process';
import { SAMPLE_FILES } from '../../test/upload-fixtures';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.seed';

/**
 * Two real server processes, as on two machines: each its own data directory, one database and
 * one bucket named only through the environment. The demo seed's pictures and an upload through
 * either are read through the other.
 */

describe('server processes configured with FILE_STORAGE=s3', () => {
  const adminUrl = inject('databaseAdminUrl');
  const database = `lyp_t_s3_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let s3: TestS3Server;
  let origins: string[];

  beforeAll(async () => {
    s3 = await startS3Server('lyp-shared');
    await runAdminStatement(adminUrl, `CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: databaseUrl(adminUrl, database),
      FILE_STORAGE: 's3',
      S3_BUCKET: 'lyp-shared',
      S3_ENDPOINT: s3.optionsFor('').endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      APP_SECRET: 'shared-storage-test-secret-of-32-chars-or-more',
      LOG_FORMAT: 'json',
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-s3-server-'));
      dataDirs.push(dataDir);
      const port = await freePort();
      servers.push(launchServer({ dataDir, port, pgPort: await freePort() }, env));
    }
    await Promise.all(servers.map((server) => waitForOutput(server, '乐易拍已启动', 110_000)));
    origins = servers.map((server) => new URL(server.baseUrl).origin);
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await s3?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const signIn = async (origin: string) => {
    const query = { grant_type: 'password', username: 'buyer', password: DEMO_PASSWORD };
    const answer = await fetch(`${origin}${apiUrl('oauthToken', {}, query)}`, { method: 'POST' });
    return ((await answer.json()) as { access_token: string }).access_token;
  };

  it('keeps the demo seed and uploads in the bucket, each served by the other process', async () => {
    expect((await s3.keys()).length).toBeGreaterThan(0);
    // Only staging and picture copies may be local: no original is kept in a data directory.
    for (const dir of dataDirs) {
      const local = await readdir(path.join(dir, 'files'), { recursive: true }).catch(() => []);
      expect(local.filter((name) => /[0-9a-f]{40}$/.test(name))).toEqual([]);
    }

    const [first, second] = origins as [string, string];
    const token = await signIn(first);
    const form = new FormData();
    form.append('file', new Blob([SAMPLE_FILES.pdf.bytes]), SAMPLE_FILES.pdf.name);
    const uploaded = await fetch(`${first}${apiUrl('fileUpload')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { data: { id: string } }).data;

    const downloaded = await fetch(`${second}${apiUrl('fileDownload', { id })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(SAMPLE_FILES.pdf.bytes);
  });
});
