import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the browser tests' own server runs: its own port, data directory and PostgreSQL port.
 * Two checkouts on one machine run their suites side by side by choosing other ports.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');

/**
 * How much more time CI's shared machines get: the same journeys there have run three to four
 * times slower than on a developer's machine. Only the budgets grow, never what is asserted.
 */
export const E2E_SLOWDOWN = process.env.CI ? 4 : 1;
