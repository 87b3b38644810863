import { randomInt } from 'node:crypto';
import type { z } from 'zod';

/**
 * Answers read by many and changed by few (a lot's page, a search) differ from one request to
 * the next only by the server time they carry. They are checked against their schema and
 * serialized once per value, with this stand-in where the time goes; each request then only
 * writes its own time in. A valid timestamp (the schemas check it as one) in year 1 with
 * random digits, new per process, so nothing stored can imitate it.
 */
export const SERVER_TIME_STAND_IN = `0001-01-01T00:00:00.${randomInt(1e9, 1e10)}${randomInt(1e9, 1e10)}Z`;

/**
 * A value holding the stand-in, ready to be sent with any server time written in. Kept as
 * UTF-8 bytes: a request then copies them instead of building a string that Fastify, the
 * compression check and the socket would each measure or encode again.
 */
export interface StampedJson {
  readonly before: Buffer;
  readonly after: Buffer;
}

/**
 * Serializes `template` through `schema` (as the route's own response check would) and cuts
 * it where the stand-in is. The schema's output must keep the stand-in exactly once.
 */
export function prepareStampedJson(schema: z.ZodType, template: unknown): StampedJson {
  const text = JSON.stringify(schema.parse(template));
  const quoted = JSON.stringify(SERVER_TIME_STAND_IN);
  const at = text.indexOf(quoted);
  if (at < 0 || text.indexOf(quoted, at + 1) >= 0) {
    throw new Error('prepareStampedJson: the answer must carry the server time exactly once');
  }
  return {
    before: Buffer.from(text.slice(0, at)),
    after: Buffer.from(text.slice(at + quoted.length)),
  };
}

/** The prepared bytes with the time written in (ASCII, so one byte per character). */
export function stampJson({ before, after }: StampedJson, serverTime: Date): Buffer {
  const time = `"${serverTime.toISOString()}"`;
  const answer = Buffer.allocUnsafe(before.length + time.length + after.length);
  before.copy(answer, 0);
  answer.write(time, before.length, 'latin1');
  after.copy(answer, before.length + time.length);
  return answer;
}

/**
 * Prepared answers by template: a template lives as long as the cache that holds it, and its
 * text goes with it.
 */
export function createStampedJsonCache<T extends object>(
  schema: z.ZodType,
  envelope: (template: T) => unknown,
) {
  const prepared = new WeakMap<T, StampedJson>();
  return (template: T, serverTime: Date): Buffer => {
    let entry = prepared.get(template);
    if (!entry) {
      entry = prepareStampedJson(schema, envelope(template));
      prepared.set(template, entry);
    }
    return stampJson(entry, serverTime);
  };
}
