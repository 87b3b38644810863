import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

/**
 * The public pages the web build draws on the server (dist-ssr beside dist), served by the
 * real plugin. The drawing here is a stand-in module with the built one's signature: it draws
 * the address, the API origin it was given and a counter, and fails, declines, ends its
 * thread or tells where it runs on request.
 */

const indexHtml =
  '<!doctype html><meta charset="utf-8"><title>乐易拍</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a1b2.css"><div id="root"></div>';
const css = '.lyp-hero{color:#c41d1d}';
const drawing = `
import { isMainThread } from 'node:worker_threads';
let drawings = 0;
export async function renderPage({ url, apiOrigin, template }) {
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('绘制出错');
  if (pathname === '/crash') process.exit(1);
  if (pathname === '/where') return template.replace('<div id="root"></div>', '<div id="root">main thread: ' + isMainThread + '</div>');
  if (pathname !== '/' && pathname !== '/morebid/auction') return null;
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  drawings += 1;
  return template.replace('<div id="root"></div>', '<div id="root">' + url + ' ' + apiOrigin + ' #' + drawings + '</div>');
}
`;

let root: string;
let app: FastifyInstance;
let lotChanged: () => void = () => {};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lyp-web-drawing-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(root, 'dist/index.html'), indexHtml);
  await mkdir(path.join(root, 'dist/assets'));
  await writeFile(path.join(root, 'dist/assets/index-a1b2.css'), css);
  await writeFile(path.join(root, 'dist-ssr/render-page.js'), drawing);
  await mkdir(path.join(root, 'dist/.vite'));
  await writeFile(path.join(root, 'dist/.vite/manifest.json'), '{}');
  app = Fastify({ logger: false });
  await registerWebApp(app, path.join(root, 'dist'), (listener) => (lotChanged = listener));
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('pages drawn on the server', () => {
  it('answers the home page drawn, with its address and the API on this server', async () => {
    const response = await page('/?from=ad');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const { port } = app.server.address() as { port: number };
    expect(response.body).toMatch(
      new RegExp(
        `<div id="root">http://127\\.0\\.0\\.1:${port}/\\?from=ad http://127\\.0\\.0\\.1:${port} #\\d+</div>`,
      ),
    );
  });

  it('writes the app’s stylesheets into a drawn page, and leaves them linked in index.html', async () => {
    const drawn = (await page('/')).body;
    expect(drawn).toContain(`<style>${css}</style>`);
    expect(drawn).not.toContain('index-a1b2.css');
    expect((await page('/personalcenter/myOrder')).body).toBe(indexHtml);
  });

  it('sends the drawn page compressed to a browser that takes it, decoding to the same page', async () => {
    const plain = (await page('/')).body;
    const brotli = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzipped = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
  });

  it('draws a page once for a crowd, and again after any lot changes', async () => {
    const first = (await page('/morebid/auction?id=7')).body;
    expect((await page('/morebid/auction?id=7')).body).toBe(first);
    lotChanged();
    const after = (await page('/morebid/auction?id=7')).body;
    expect(after).not.toBe(first);
    expect(after).toContain('/morebid/auction?id=7');
  });

  it('leaves a signed-in user’s page, and pages it does not draw, to the browser', async () => {
    expect((await page('/', 'theme=dark; lyp_signed_in=1')).body).toBe(indexHtml);
    expect((await page('/personalcenter/myOrder')).body).toBe(indexHtml);
  });

  it('leaves a page to the browser while four others are being drawn', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => page(`/morebid/auction?id=slow${id}`)));
    const drawn = answers.filter((answer) => answer.body !== indexHtml);
    expect(drawn).toHaveLength(4);
    // Once they are done, pages are drawn again.
    expect((await page('/morebid/auction?id=slow6')).body).toContain('id=slow6');
  });

  it('draws off the main thread, which goes on answering meanwhile', async () => {
    expect((await page('/where')).body).toContain('<div id="root">main thread: false</div>');
  });

  it('answers index.html when the drawing thread dies, and starts another for the next page', async () => {
    expect((await page('/crash')).body).toBe(indexHtml);
    expect((await page('/?after=crash')).body).toContain('/?after=crash');
  });

  it('answers index.html when the drawing fails', async () => {
    const response = await page('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });
});

describe('a drawing that cannot be loaded', () => {
  let brokenRoot: string;
  let brokenApp: FastifyInstance;
  beforeAll(async () => {
    brokenRoot = await mkdtemp(path.join(tmpdir(), 'lyp-web-broken-'));
    await mkdir(path.join(brokenRoot, 'dist/.vite'), { recursive: true });
    await mkdir(path.join(brokenRoot, 'dist-ssr'));
    await writeFile(path.join(brokenRoot, 'dist/index.html'), indexHtml);
    await writeFile(path.join(brokenRoot, 'dist/.vite/manifest.json'), '{}');
    await writeFile(path.join(brokenRoot, 'dist-ssr/render-page.js'), "throw new Error('构建不完整');\n");
    brokenApp = Fastify({ logger: false });
    await registerWebApp(brokenApp, path.join(brokenRoot, 'dist'));
    await brokenApp.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await brokenApp.close();
    await rm(brokenRoot, { recursive: true, force: true });
  });

  it('leaves every page to the browser', async () => {
    for (const url of ['/', '/morebid/auction?id=7', '/']) {
      const response = await brokenApp.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });
});
