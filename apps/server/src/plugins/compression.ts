import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Large JSON answers (a long page of lots, a list of orders, the menu tree) go compressed:
 * brotli at the plugin's fast level, or gzip, in one synchronous call up to 64 KB (a zlib
 * stream per answer costs more than the compression at these sizes). Answers under 8 KB stay
 * as they are: a page of 12 lots (about 6 KB) is what every visitor reads, and compressing it
 * per request halved the search's throughput to save some 5 KB. The web app's files come
 * compressed from the build; PDFs, spreadsheets and images are compressed formats already.
 */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 8192;

/** Methods whose requests carry no body, so nothing to decompress. */
const BODILESS = new Set(['GET', 'HEAD']);

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads it: a request without a body needs no
  // decompression hook, and a visitor's reads are nearly all GETs.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((method) => BODILESS.has(method))) {
      route.decompress = false;
    }
  });
  await app.register(compress, {
    global: true,
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    syncThreshold: 64 * 1024,
  });
}
