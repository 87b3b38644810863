import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import {
  BUILT_SERVER_ENTRY,
  fetchJson,
  launchServer,
  waitForHealthy,
  type ServerProcess,
} from '../test/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the production build', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: repoRoot,
    });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-built-'));
    await writeWebBuild(path.join(dataDir, 'web'));
  }, 60_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is plain JavaScript that loads no TypeScript tooling', async () => {
    const bundle = await readFile(BUILT_SERVER_ENTRY, 'utf8');
    // Only the fallback for running from the sources names tsx; nothing imports it statically.
    expect(bundle).not.toMatch(/^import .* from "tsx/m);
    expect(bundle).not.toMatch(/from "@lyp\//);
  });

  it('starts with node alone and serves the API, sign-in, data files, server-drawn pages and exports', async () => {
    server = launchServer(
      { dataDir, port: await freePort(), pgPort: await freePort(), built: true },
      { WEB_DIST_DIR: path.join(dataDir, 'web/dist') },
    );
    await waitForHealthy(server, 90_000);

    const signIn = await fetchJson(
      `${server.baseUrl}/oauth/token?grant_type=password&username=buyer&password=Demo%402026`,
      { method: 'POST' },
    );
    expect(signIn.status).toBe(200);
    expect(typeof signIn.body.access_token).toBe('string');

    // The area tree is read from a package's JSON file beside the bundle's node_modules.
    const areas = await fetchJson(`${server.baseUrl}/admin/area/getAreaTree`);
    expect(areas.status).toBe(200);
    expect(JSON.stringify(areas.body.data)).toContain('北京市');

    // The drawing thread runs the built worker: the home page comes drawn, not the plain shell.
    const origin = new URL(server.baseUrl).origin;
    const home = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<main>drawn on the server: /</main>');
    expect(server.output()).not.toContain('页面绘制线程');

    // Exports are written by the built workbook thread: a whole .xlsx (a zip) with its length.
    const admin = await fetchJson(
      `${server.baseUrl}/oauth/token?grant_type=password&username=admin&password=Demo%402026`,
      { method: 'POST' },
    );
    const exported = await fetch(`${server.baseUrl}/admin/sysUser/exportUsers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${String(admin.body.access_token)}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(exported.status).toBe(200);
    const workbook = Buffer.from(await exported.arrayBuffer());
    expect(workbook.subarray(0, 2).toString()).toBe('PK');
    expect(Number(exported.headers.get('content-length'))).toBe(workbook.length);
  }, 120_000);
});

/**
 * A web build as small as the server accepts: the browser tests use the real one, which the
 * unit tests run before (it takes a minute to build), so this test draws with a stand-in.
 */
async function writeWebBuild(webDir: string) {
  await mkdir(path.join(webDir, 'dist/.vite'), { recursive: true });
  await mkdir(path.join(webDir, 'dist-ssr'), { recursive: true });
  await writeFile(path.join(webDir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDir, 'dist/.vite/manifest.json'), '{}');
  await writeFile(
    path.join(webDir, 'dist-ssr/render-page.js'),
    `export async function renderPage({ url }) {
      return '<!doctype html><main>drawn on the server: ' + new URL(url).pathname + '</main>';
    }`,
  );
}
