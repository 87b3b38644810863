/**
 * Starts the real server for the browser tests: demo mode on the embedded PostgreSQL in the
 * tests' own data directory, whatever DATABASE_URL or REDIS_URL the shell has. The directory
 * is kept between runs (every test makes its own users); a PostgreSQL left running by an
 * interrupted run is found and restarted by the server itself.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from './settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.NODE_ENV;

// Its own process group: Playwright signals ours, and a second SIGTERM would make the
// server skip its graceful stop (and leave PostgreSQL running). We pass on exactly one.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')],
  {
    env,
    stdio: 'inherit',
    cwd: repoRoot,
    detached: true,
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
