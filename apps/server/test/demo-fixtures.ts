import { createLocalFileStorage } from '../src/lib/file-storage';
import { seedDemoAuctions } from '../src/modules/demo';
import type { TestApp } from './test-app';

type SeedLog = Parameters<typeof seedDemoAuctions>[0]['log'];

/** Shows the seeding's warnings and errors, which a test's failure would want to explain. */
const problemsOnly: SeedLog = {
  info: () => {},
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

/** Seeds the demo marketplace (auctions, bids, a sale) into the app's database, as a demo start does. */
export const seedDemoMarket = (t: TestApp, log: SeedLog = problemsOnly) =>
  seedDemoAuctions({
    database: t.database,
    clock: t.clock,
    aliasSecret: 'demo-test',
    fileStorage: createLocalFileStorage(t.filesDir),
    log,
  });
