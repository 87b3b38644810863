import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_PREFIX } from '@lyp/shared/api/paths';
import { hasSignedInCookie } from '@lyp/shared/auth/signed-in-cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFoundHandler } from './error-handler';
import { createDrawnPageCache } from './drawn-page-cache';
import { loadPageDrawer, type DrawnPage } from './page-drawing';

/** As long as the lots' own cache keeps a page (the market module's); then answered while redrawn. */
const DRAWN_PAGE_TTL_MS = 2000;
const DRAWN_PAGE_STALE_MS = 30_000;
/**
 * A stale page's fresh drawing waits this long: past the burst of pictures, scripts and styles
 * that the visitor who found it stale asks for next (bench:web, a lot's page: LCP about 450 ms
 * with the drawing at once, about 310 ms without it).
 */
const DRAWN_PAGE_REDRAW_DELAY_MS = 1000;
import { declareRoutesPublic } from './route-access';

/**
 * Serves the built web app on the same port as the API. Unknown non-API paths get
 * index.html, so the client-side router shows the page (or its own 404 page); the public
 * pages the build can draw on the server come drawn (see page-drawing.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  /** Calls back on any lot's change: drawn pages show prices. */
  watchLots: (listener: () => void) => void = () => {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const hasBuild = indexHtml !== undefined;
  const drawer = indexHtml === undefined ? undefined : loadPageDrawer(webDistDir, indexHtml, app.log);
  if (drawer) app.addHook('onClose', () => drawer.stop());
  const drawPage = drawer?.draw;
  const drawnPages = createDrawnPageCache<DrawnPage>({
    ttlMs: DRAWN_PAGE_TTL_MS,
    staleMs: DRAWN_PAGE_STALE_MS,
    redrawDelayMs: DRAWN_PAGE_REDRAW_DELAY_MS,
    maxEntries: 500,
  });
  watchLots(() => drawnPages.clear());

  await app.register(async (web) => {
    declareRoutesPublic(web);
    if (hasBuild) {
      await web.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset: the browser gets the smallest it accepts.
        preCompressed: true,
        // Hashed assets never change; index.html must always be fresh.
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPageRequest) return apiNotFoundHandler(request, reply);
    const apiOrigin = ownOrigin(app.server.address());
    const drawn =
      drawPage && apiOrigin && !hasSignedInCookie(request.headers.cookie)
        ? await drawnPages.get(request.url, () => drawPage({ url: request.url, apiOrigin, log: request.log }))
        : null;
    void reply
      .status(hasBuild ? 200 : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (!drawn) return reply.send(indexHtml ?? WEB_NOT_BUILT_PAGE);
    void reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(drawn.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(drawn.gzip);
    return reply.send(drawn.html);
  });
}

/** Where this server answers itself: the address it listens on (any address: loopback). */
function ownOrigin(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  if (address.family === 'IPv6')
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

const WEB_NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>乐易拍</title><p>前端尚未构建，请先运行 npm run build。</p>';
