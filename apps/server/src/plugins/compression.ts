import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Large JSON answers (a page of lots, a list of orders) go compressed: brotli at the plugin's
 * fast level, or gzip. Small answers, the hot ones (a bid, a lot's price), stay as they are:
 * compressing them costs more time than the bytes saved. The web app's files come compressed
 * from the build; PDFs, spreadsheets and images are compressed formats already.
 */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 4096;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
  });
}
