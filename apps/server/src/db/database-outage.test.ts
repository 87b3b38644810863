import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@lyp/shared/api/paths';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientBidId,
  dataOf,
  lotInput,
  openBidding,
  publishBulletin,
  tokensOf,
  type DemoTokens,
} from '../../test/auction-fixtures';
import { frozenDeposit } from '../../test/deposit-fixtures';
import { freePort } from '../../test/free-port';
import { freezePostgres } from '../../test/postgres-control';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DATABASE_TIMEOUTS } from './client';
import { isDatabaseUnavailable } from './pg-errors';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { setUpDatabase } from './setup';
import { testSeedOptions } from '../../test/test-seed';

/**
 * The database taken away under a running app: stopped (connections refused) and frozen
 * (SIGSTOP: connections accepted, nothing answered). This file runs its own PostgreSQL, so
 * the outage touches no other test.
 */

const DATABASE = 'outage';

let dataDir: string;
let port: number;
let postgres: EmbeddedPostgres;
let url: string;
let t: TestApp;
let tokens: DemoTokens;
let lotId: number;

async function startPostgres() {
  postgres = await startEmbeddedPostgres({ dataDir, port, log: () => {} });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-outage-pg-'));
  port = await freePort();
  await startPostgres();
  await postgres.ensureDatabase(DATABASE);
  url = postgres.connectionString(DATABASE);
  await setUpDatabase(url, testSeedOptions());
  t = await createTestApp({ databaseUrl: url, accessTokenTtlSeconds: 60 * 24 * 3600 });
  tokens = await tokensOf(t);
  const bulletin = await publishBulletin(t, tokens, [lotInput(t)]);
  const lot = bulletin.lots[0]!;
  lotId = lot.id;
  await frozenDeposit(t, tokens.auditor, tokens.buyer, lotId);
  openBidding(t, lot);
}, 120_000);

afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

interface TimedAnswer {
  route: string;
  status: number;
  ms: number;
  retryAfter: string | undefined;
  body: { code?: number; msg?: string; error?: string };
}

async function timed(route: string, request: () => Promise<LightMyRequestResponse>): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await request();
  const ms = performance.now() - started;
  let body: TimedAnswer['body'] = {};
  try {
    body = response.json();
  } catch {
    // Not JSON (a page): the status says enough.
  }
  const retryAfter = response.headers['retry-after'];
  return { route, status: response.statusCode, ms, retryAfter: retryAfter?.toString(), body };
}

/** Every API route but the live socket, signed in as the administrator, path parameters set to 1. */
function callEveryRoute(): Promise<TimedAnswer[]> {
  const routes = t.app.registeredRoutes.filter(
    (route) =>
      route.url.startsWith(API_PREFIX) &&
      !route.url.endsWith('/live') &&
      (route.method === 'GET' || route.method === 'POST'),
  );
  expect(routes.length).toBeGreaterThan(60);
  return Promise.all(
    routes.map((route) => {
      const method = route.method as 'GET' | 'POST';
      const url = route.url.replace(/:(\w+)/g, '1');
      return timed(
        `${method} ${route.url} (${route.config?.access === 'public' ? 'public' : 'signed in'})`,
        () =>
          t.app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${tokens.seller}` },
            ...(method === 'POST' ? { payload: {} } : {}),
          }),
      );
    }),
  );
}

/** Signed-in GET routes (lists and details), path parameters set to 1. */
function signedInGetRoutes(count: number) {
  return t.app.registeredRoutes
    .filter(
      (route) =>
        route.url.startsWith(API_PREFIX) &&
        route.method === 'GET' &&
        route.config?.access !== 'public' &&
        !route.url.endsWith('/live'),
    )
    .slice(0, count)
    .map((route) => ({ route: `GET ${route.url}`, url: route.url.replace(/:(\w+)/g, '1') }));
}

const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API_PREFIX}${url}`, ...(payload ? { payload } : {}) });

function expectUnavailable(answer: TimedAnswer) {
  expect({ route: answer.route, status: answer.status, error: answer.body.error }).toEqual({
    route: answer.route,
    status: 503,
    error: 'DATABASE_UNAVAILABLE',
  });
  expect(answer.retryAfter).toBe('5');
  expect(answer.body.msg).toMatch(/数据服务暂时不可用.*请 5 秒后重试/);
}

/**
 * A lot's page read in the last two seconds may still come from memory: no bid can commit
 * while the database is away, so its price is still the truth. Otherwise it is unavailable.
 */
function expectUnavailableOrRemembered(answer: TimedAnswer) {
  if (answer.status === 200) {
    expect(answer.body).toMatchObject({ code: 0, data: { id: lotId } });
    return;
  }
  expectUnavailable(answer);
}

async function expectServingAgain() {
  await expect
    .poll(async () => (await t.call('GET', 'health')).statusCode, { timeout: 15_000, interval: 200 })
    .toBe(200);
  const profile = await t.call('POST', 'permissionList', { token: tokens.seller, body: {} });
  expect(profile.statusCode).toBe(200);
  expect((await anonymous('GET', `/market/lots/${lotId}`)).statusCode).toBe(200);
}

describe('with the database stopped', () => {
  it('answers every route within 2 s, signed-in routes with 503, Retry-After and a Chinese message, never 500', async () => {
    await postgres.stop();
    try {
      const answers = await callEveryRoute();
      for (const answer of answers) {
        expect({ route: answer.route, slow: answer.ms >= 2_000 }).toEqual({
          route: answer.route,
          slow: false,
        });
        expect({ route: answer.route, status: answer.status }).not.toEqual({
          route: answer.route,
          status: 500,
        });
        if (answer.status >= 500) expect(answer.status).toBe(503);
        if (answer.route.endsWith('(signed in)')) expectUnavailable(answer);
      }
      // Public pages that need the database say so too, and sign-in does.
      expectUnavailableOrRemembered(
        await timed('lot detail', () => anonymous('GET', `/market/lots/${lotId}`)),
      );
      expectUnavailable(await timed('lot search', () => anonymous('POST', '/market/lots/search', {})));
      expectUnavailable(
        await timed('sign in', () =>
          anonymous('POST', '/oauth/token?grant_type=password&username=buyer&password=Demo%402026'),
        ),
      );
      const health = await timed('health', () => anonymous('GET', '/health'));
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(2_000);
    } finally {
      await startPostgres();
    }
    await expectServingAgain();
  });
});

/** One bound for every answer against a frozen database: the budget, and a little for a busy machine. */
const FROZEN_BOUND_MS = DATABASE_TIMEOUTS.budgetMs + 1_000;

/** The slowest and fastest answers of each kind of request, for the log. */
function summarise(answers: TimedAnswer[]): string {
  const kinds = new Map<string, number[]>();
  for (const answer of answers) {
    const kind = answer.route.split(' ')[0]!;
    kinds.set(kind, [...(kinds.get(kind) ?? []), answer.ms]);
  }
  return [...kinds]
    .map(
      ([kind, times]) =>
        `${kind} ${times.length} 个 ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms`,
    )
    .join('；');
}

describe('with the database frozen', () => {
  it('answers every route, list, detail and write within the one budget with 503, and serves again once the database wakes, without a restart', async () => {
    const thaw = freezePostgres(dataDir);
    let answers: TimedAnswer[];
    try {
      // More requests than the pool has connections: some wait for one, then for the
      // database; each is answered within the same bound all the same.
      answers = await Promise.all([
        ...signedInGetRoutes(8).map(({ route, url }) =>
          timed(route, () =>
            t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.seller}` } }),
          ),
        ),
        ...Array.from({ length: 4 }, (_, index) =>
          timed(`GET lot detail ${index}`, () => anonymous('GET', `/market/lots/${lotId}`)),
        ),
        timed('POST lot search (a list)', () => anonymous('POST', '/market/lots/search', {})),
        timed('POST message list', () => t.call('POST', 'messageList', { token: tokens.buyer, body: {} })),
        ...Array.from({ length: 3 }, (_, index) =>
          timed(`POST profile ${index}`, () =>
            t.call('POST', 'permissionList', { token: tokens.buyer, body: {} }),
          ),
        ),
        timed('POST sign in', () =>
          anonymous('POST', '/oauth/token?grant_type=password&username=buyer&password=Demo%402026'),
        ),
        timed('POST rename (a write)', () =>
          t.call('POST', 'replaceUserName', { token: tokens.buyer, body: { username: 'frozenname' } }),
        ),
      ]);
    } finally {
      thaw();
    }
    console.info(`数据库冻结时的应答耗时：${summarise(answers)}`);
    for (const answer of answers) {
      expect({ route: answer.route, slow: answer.ms >= FROZEN_BOUND_MS }).toEqual({
        route: answer.route,
        slow: false,
      });
      if (answer.route.includes('lot detail')) expectUnavailableOrRemembered(answer);
      else expectUnavailable(answer);
    }
    await expectServingAgain();
  }, 60_000);

  it('loses no connection to the freeze: every pooled connection comes back, and writes after it are committed', async () => {
    const thaw = freezePostgres(dataDir);
    try {
      // As many transactions as the pool has connections, each BEGIN without an answer.
      const stalled = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.database.db
            .transaction(async (tx) => tx.execute(sql`SELECT 1`))
            .then(
              () => 'answered',
              (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : error),
            ),
        ),
      );
      expect(stalled).toEqual(Array(5).fill('unavailable'));
    } finally {
      thaw();
    }
    await expectServingAgain();
    // None is left checked out: the pool is whole again.
    const { pool } = t.database;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);
    for (let index = 0; index < 5; index += 1) {
      const renamed = await t.call('POST', 'replaceUserName', {
        token: tokens.buyer,
        body: { username: `afterthaw${index}` },
      });
      expect(renamed.statusCode).toBe(200);
    }
    // Read on a connection of its own: what the app acknowledged is committed, not pending in
    // a transaction some pooled connection still holds open.
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ username: string }>(
        "SELECT username FROM users WHERE phone = '13800000001'",
      );
      expect(rows[0]?.username).toBe('afterthaw4');
    } finally {
      await reader.end();
    }
  }, 60_000);

  it('never acknowledges a bid it did not store: answered within the budget, and the retry with the same id places it once', async () => {
    const key = clientBidId();
    const body = { lotId, amountFen: 100_000, clientBidId: key };
    const thaw = freezePostgres(dataDir);
    let during: TimedAnswer;
    try {
      during = await timed('bid', () => t.call('POST', 'bidAdd', { token: tokens.buyer, body }));
    } finally {
      thaw();
    }
    console.info(`数据库冻结时出价的应答耗时：${Math.round(during.ms)} ms`);
    expect(during.ms).toBeLessThan(FROZEN_BOUND_MS);
    expect(during.status).toBe(503);
    expect(['BID_BUSY', 'DATABASE_UNAVAILABLE']).toContain(during.body.error);

    await expectServingAgain();
    const retried = await t.call('POST', 'bidAdd', { token: tokens.buyer, body });
    expect(dataOf<{ placed: { amountFen: number } | null }>(retried).placed?.amountFen).toBe(100_000);
    const again = await t.call('POST', 'bidAdd', { token: tokens.buyer, body });
    expect(again.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ count: string }>(
      'SELECT count(*) FROM bids WHERE lot_id = $1',
      [lotId],
    );
    expect(Number(rows[0]?.count)).toBe(1);
  }, 60_000);
});
