import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** File uploads: one file per request, within the size limit; anything else is refused early. */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}

/**
 * A multipart body that ends before its closing boundary (cut off mid-part, or a client
 * that went away) or has no boundary at all. The parser reports these as plain errors,
 * from `request.file()` or from the file's stream, with only their messages to tell them by.
 */
const UNREADABLE_MULTIPART_MESSAGES = [
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
];

export function isUnreadableMultipart(error: { code?: string; message?: string }): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE') return true;
  const message = error.message ?? '';
  return UNREADABLE_MULTIPART_MESSAGES.some((pattern) => pattern.test(message));
}
