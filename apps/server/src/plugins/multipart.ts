import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** File uploads: one file per request, within the size limit; anything else is refused early. */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}
