import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { createDrawingThreadClient } from './drawing-thread';

/**
 * A drawn page as sent: compressed once when drawn (HTML is not among the types compressed per
 * answer, and a kept page is answered many times), brotli at a middle level: a lot's page of
 * about 180 KB, most of it antd's styles, goes in some 25 KB.
 */
export interface DrawnPage {
  html: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressed(html: string): Promise<DrawnPage> {
  const bytes = Buffer.from(html);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: 6 }),
  ]);
  return { html: bytes, brotli, gzip: gzipped };
}

export type PageDrawer = (input: {
  /** The path and query the browser asked for. */
  url: string;
  /** Where this server's own API answers. */
  apiOrigin: string;
  log: FastifyBaseLogger;
}) => Promise<DrawnPage | null>;

/** A page not drawn in this time is left to the browser: the visitor waits for nothing. */
const DRAWING_TIMEOUT_MS = 3000;

/**
 * Drawings under way at once, beyond which a page is left to the browser: each costs tens of
 * milliseconds of CPU, and a flood of addresses never asked before (`?id=1&x=…`) must not
 * turn into a flood of drawings. Kept pages are answered whatever the count.
 */
const MAX_DRAWINGS_AT_ONCE = 4;

export interface LoadedPageDrawer {
  draw: PageDrawer;
  /** Ends the drawing thread (the server is closing). */
  stop(): Promise<void>;
}

/**
 * The drawing of the public pages that the web build leaves in dist-ssr beside dist, or
 * undefined without one (a build before it, or tests serving a bare dist). Drawn on a thread
 * of its own (page-drawing-worker.ts). A page that cannot be drawn, for whatever reason, is
 * answered with the plain index.html: the browser then draws it itself, as it did before
 * pages were drawn on the server.
 */
export function loadPageDrawer(
  webDistDir: string,
  template: string,
  log: FastifyBaseLogger,
): LoadedPageDrawer | undefined {
  const modulePath = path.join(webDistDir, '..', 'dist-ssr', 'render-page.js');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(modulePath) || !existsSync(manifestPath)) return undefined;
  const thread = createDrawingThreadClient(
    {
      modulePath,
      webDistDir,
      template,
      // Which stylesheets each drawn page needs from the start.
      manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as unknown,
    },
    log,
  );
  let drawingsUnderWay = 0;
  const draw: PageDrawer = async ({ url, apiOrigin, log: requestLog }) => {
    if (drawingsUnderWay >= MAX_DRAWINGS_AT_ONCE) return null;
    drawingsUnderWay += 1;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        requestLog.warn({ url }, '页面服务端绘制超时，改由浏览器绘制');
        resolve(null);
      }, DRAWING_TIMEOUT_MS);
    });
    const drawing = thread
      .draw(new URL(url, apiOrigin).href, apiOrigin)
      .then((answer) => {
        if ('error' in answer) {
          requestLog.warn({ err: new Error(answer.error), url }, '页面服务端绘制失败，改由浏览器绘制');
          return null;
        }
        return answer.html === null ? null : compressed(answer.html);
      })
      .finally(() => (drawingsUnderWay -= 1));
    try {
      return await Promise.race([drawing, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { draw, stop: () => thread.stop() };
}
