import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type BuiltApp } from '../../apps/server/src/app';
import { createDatabase, type Database } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedDatabase } from '../../apps/server/src/db/seed/seed';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createIdNumberVault } from '../../apps/server/src/lib/id-number-vault';
import { createPasswordHasher } from '../../apps/server/src/lib/password-hasher';
import { createRateLimiterFactory } from '../../apps/server/src/lib/rate-limiter';
import { createLocalLotEventBus } from '../../apps/server/src/modules/live';
import { createDemoOutboxSmsProvider } from '../../apps/server/src/modules/sms';
import { addBidders, freezeDeposits, type Bidder } from '../../apps/server/test/bidder-fixtures';
import { freePort } from '../../apps/server/test/free-port';

/** The bench servers' secret (bidder aliases derive from it). */
export const BENCH_APP_SECRET = 'bench-secret-0123456789-0123456789';

export interface BenchServer {
  built: BuiltApp;
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/**
 * A fresh database on DATABASE_URL's server, or one in an embedded PostgreSQL in a temporary
 * directory; what removes it again is pushed on `stops`.
 */
async function createBenchDatabaseUrl(stops: Array<() => Promise<unknown>>): Promise<string> {
  let connectionString = process.env.DATABASE_URL;
  if (connectionString) {
    const name = `lyp_bench_${Date.now()}`;
    const admin = createDatabase(connectionString, { maxConnections: 1 });
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    await admin.close();
    const url = new URL(connectionString);
    url.pathname = `/${name}`;
    connectionString = url.toString();
    stops.push(async () => {
      const dropper = createDatabase(process.env.DATABASE_URL!, { maxConnections: 1 });
      await dropper.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await dropper.close();
    });
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-bench-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
    await embedded.ensureDatabase('lyp');
    connectionString = embedded.connectionString('lyp');
    stops.push(async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    });
  }
  return connectionString;
}

/**
 * A real server for benchmarks: its own embedded PostgreSQL in a temporary directory (or
 * DATABASE_URL's server, in a fresh database), migrated and seeded, logging only warnings.
 */
export async function startBenchServer(
  options: {
    register?: (app: FastifyInstance, database: Database) => Promise<void>;
    /** The HTTP port to listen on; 0 (the default) takes a free one. */
    port?: number;
  } = {},
): Promise<BenchServer> {
  const stops: Array<() => Promise<unknown>> = [];
  const connectionString = await createBenchDatabaseUrl(stops);

  const database = createDatabase(connectionString, { maxConnections: 10 });
  stops.push(() => database.close());
  await runMigrations(database);
  await seedDatabase(database, {
    clock: systemClock,
    passwordHasher: createPasswordHasher(),
    idNumbers: createIdNumberVault(BENCH_APP_SECRET),
    includeDemoAccounts: true,
  });

  const lotEvents = createLocalLotEventBus();
  const sms = createDemoOutboxSmsProvider({ clock: systemClock, ttlSeconds: 300, print: () => {} });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-bench-files-'));
  stops.push(() => rm(filesDir, { recursive: true, force: true }));
  const built = await buildApp({
    config: {
      trustProxy: false,
      publicUrl: 'http://127.0.0.1',
      webDistDir: '/nonexistent-web-dist',
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 3600,
      auction: { publicationLeadMinutes: 0, sweepIntervalMs: 0, closeGraceMs: 1500 },
      uploads: { maxBytes: 1024 * 1024, maxPixels: 50_000_000, dir: filesDir },
      webhooks: { allowPrivateTargets: false, leaseSeconds: 60 },
      // Every watcher of the fan-out benchmark comes from this one machine.
      live: { maxConnectionsPerIp: 100_000 },
    },
    appSecret: BENCH_APP_SECRET,
    database,
    clock: systemClock,
    logger: pino({ level: 'warn' }),
    passwordHasher: createPasswordHasher(),
    smsProvider: sms,
    rateLimiters: createRateLimiterFactory({ keyPrefix: 'bench:' }),
    lotEvents,
  });
  await options.register?.(built.app, database);
  const url = await built.app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    built,
    app: built.app,
    database,
    url,
    async stop() {
      await built.app.close();
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/** Lots open for bidding for an hour, straight in the database, each with its bidders' deposits frozen. */
export async function createBiddingLots(
  server: BenchServer,
  input: {
    lots: number;
    bidders: number;
    startPriceFen: number;
    incrementFen: number;
    /** 降价 lots: falling by this step every 5 minutes, down to half the start. */
    decreaseStepFen?: number;
    /** Bidders made before, to hold these lots' deposits too (instead of new ones). */
    depositsOf?: Bidder[];
  },
): Promise<{ lotIds: number[]; bidders: Bidder[] }> {
  const { db } = server.database;
  const [org] = (
    await db.execute<{ id: number; tenant_id: number }>(
      sql`select id, tenant_id from organisations where type = 'company' order by id limit 1`,
    )
  ).rows;
  const [seller] = (await db.execute<{ id: number }>(sql`select id from users where username = 'seller'`))
    .rows;
  const bulletin = (
    await db.execute<{ id: number }>(sql`
      insert into bulletins (bulletin_no, tenant_id, seller_org_id, created_by, title, body_html, status, published_at, created_at, updated_at)
      values (${`BENCH${Date.now()}`}, ${org!.tenant_id}, ${org!.id}, ${seller!.id}, '压测公告', '<p>压测</p>', 'bidding', now(), now(), now())
      returning id`)
  ).rows[0]!;
  const lotIds: number[] = [];
  for (let index = 0; index < input.lots; index += 1) {
    const lot = (
      await db.execute<{ id: number }>(sql`
        insert into lots (bulletin_id, seq, lot_no, title, category, quantity, unit, region_code, location, description,
                          start_price_fen, increment_fen, deposit_fen, starts_at, scheduled_ends_at, ends_at, status,
                          bidding_mode, decrease_step_fen, decrease_interval_minutes, floor_price_fen,
                          created_at, updated_at)
        values (${bulletin.id}, ${index + 1}, ${`BENCH-${bulletin.id}-${index + 1}`}, '压测标的', 'scrap_steel', 1, 'ton',
                '320206', '无锡', '', ${input.startPriceFen}, ${input.incrementFen}, ${input.startPriceFen / 10},
                now() - interval '1 minute', now() + interval '1 hour', now() + interval '1 hour', 'bidding',
                ${input.decreaseStepFen ? 'descending' : 'ascending'}, ${input.decreaseStepFen ?? null},
                ${input.decreaseStepFen ? 5 : null}, ${input.decreaseStepFen ? input.startPriceFen / 2 : null},
                now(), now())
        returning id`)
    ).rows[0]!;
    lotIds.push(lot.id);
  }
  const context = { database: server.database, clock: systemClock };
  const bidders = input.depositsOf ?? (await addBidders(context, input.bidders));
  for (const lotId of lotIds) await freezeDeposits(context, lotId, bidders);
  return { lotIds, bidders };
}
