import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@lyp/shared/api/paths';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { databaseUrl, runAdminStatement } from './admin-database';
import { freePort } from './free-port';
import { fetchJson, launchServer, waitForHealthy, type ServerProcess } from './server-process';

/**
 * For crash tests: a database of its own (from the suite's template) and server processes on
 * it that a test may kill with SIGKILL and start again. Every process is killed and the
 * database dropped after the file.
 */
export function useCrashHarness(name: string) {
  let dataDir: string;
  let database: Database | undefined;
  let databaseName: string;
  let env: Record<string, string>;
  let options: { dataDir: string; port: number; pgPort: number };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const adminUrl = inject('databaseAdminUrl');
    databaseName = `lyp_${name}_${randomBytes(4).toString('hex')}`;
    await runAdminStatement(
      adminUrl,
      `CREATE DATABASE ${databaseName} TEMPLATE ${inject('templateDatabase')}`,
    );
    const url = databaseUrl(adminUrl, databaseName);
    database = createDatabase(url, { maxConnections: 3 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), `lyp-${name}-`));
    options = { dataDir, port: await freePort(), pgPort: await freePort() };
    env = { DATABASE_URL: url, AUCTION_PUBLICATION_LEAD_MINUTES: '0', LOG_LEVEL: 'warn' };
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    await runAdminStatement(
      inject('databaseAdminUrl'),
      `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`,
    );
    await rm(dataDir, { recursive: true, force: true });
  });

  return {
    /** The test's own view of the database, beside the server processes. */
    get database(): Database {
      if (!database) throw new Error('the crash harness is set up in beforeAll');
      return database;
    },

    /** A server process on the database, healthy; `extraEnv` adds to (or overrides) its settings. */
    async start(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
      const server = launchServer(options, { ...env, ...extraEnv });
      servers.push(server);
      await waitForHealthy(server);
      return server;
    },

    async signIn(server: ServerProcess, username: string): Promise<string> {
      const url = `${server.baseUrl}${API_PATHS.oauthToken}?grant_type=password&username=${username}&password=Demo@2026`;
      return (await fetchJson(url, { method: 'POST' })).body.access_token as string;
    },

    /** A GET without a body, a POST with one; signed in with `token` when given. */
    call(server: ServerProcess, pathName: string, token: string | null, body?: unknown) {
      return fetchJson(`${server.baseUrl}${pathName}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
  };
}
