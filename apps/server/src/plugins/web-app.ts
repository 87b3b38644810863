import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@lyp/shared/api/paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFoundHandler } from './error-handler';
import { declareRoutesPublic } from './route-access';

/**
 * Serves the built web app on the same port as the API. Unknown non-API paths get
 * index.html, so the client-side router shows the page (or its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const hasBuild = indexHtml !== undefined;

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

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPageRequest) return apiNotFoundHandler(request, reply);
    return reply
      .status(hasBuild ? 200 : 503)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml ?? WEB_NOT_BUILT_PAGE);
  });
}

const WEB_NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>乐易拍</title><p>前端尚未构建，请先运行 npm run build。</p>';
