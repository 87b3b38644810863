import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/** What `npm run build:server` writes and `npm run start:prod` runs. */
export const BUILT_SERVER_ENTRY = fileURLToPath(new URL('../dist/bin/server.js', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  baseUrl: string;
}

/**
 * The real server as `npm start` runs it (or, with `built`, as `npm run start:prod` runs the
 * production build), in its own process: demo mode, and the embedded PostgreSQL unless `env`
 * names a DATABASE_URL.
 */
export function launchServer(
  options: { dataDir: string; port: number; pgPort: number; built?: boolean },
  extraEnv: Record<string, string> = {},
): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    EMBEDDED_PG_PORT: String(options.pgPort),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_ENV;
  Object.assign(env, extraEnv);
  const args = options.built
    ? ['--enable-source-maps', BUILT_SERVER_ENTRY]
    : ['--import', 'tsx', SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited, baseUrl: `http://localhost:${options.port}/lyp/api` };
}

export async function waitForOutput(
  server: ServerProcess,
  marker: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(marker)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${marker}":\n${server.output()}`);
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function fetchJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Waits until the server answers its health check (quiet log levels print no start line). */
export async function waitForHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const healthy = await fetch(`${server.baseUrl}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`server not healthy in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
