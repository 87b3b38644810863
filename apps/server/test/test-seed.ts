import type { SeedOptions } from '../src/db/seed/seed';
import { seedDatabase } from '../src/db/seed/seed';
import { systemClock } from '../src/lib/clock';
import { createPasswordHasher } from '../src/lib/password-hasher';
import type { TestApp } from './test-app';
import { testIdNumbers } from './test-secret';

/** The seed every test database gets: the demo accounts, ID numbers under the tests' keys. */
export const testSeedOptions = (): SeedOptions => ({
  clock: systemClock,
  passwordHasher: createPasswordHasher(),
  idNumbers: testIdNumbers,
  includeDemoAccounts: true,
});

/** Runs the seed again on the app's database, as the next start of the server would. */
export const reseed = (t: TestApp) => seedDatabase(t.database, testSeedOptions());
