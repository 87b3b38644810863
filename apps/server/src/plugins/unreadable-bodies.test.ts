import { errorBodySchema } from '@lyp/shared/api/envelope';
import { oauthErrorSchema } from '@lyp/shared/auth/auth.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipartBody, SAMPLE_FILES } from '../../test/upload-fixtures';
import { useTestApp } from '../../test/use-test-app';

/** A body no route can read, as a client (or a fuzzer) might send it. */
interface UnreadableBody {
  kind: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = { 'content-type': 'application/json' };
const multipart = multipartBody([
  {
    field: 'file',
    filename: '现场照片.png',
    content: SAMPLE_FILES.pdf.bytes,
    contentType: 'application/pdf',
  },
]);

const UNREADABLE_BODIES: UnreadableBody[] = [
  { kind: 'an empty body declared as JSON', headers: json, payload: '' },
  { kind: 'malformed JSON', headers: json, payload: '{"name": ' },
  { kind: 'JSON null', headers: json, payload: 'null' },
  { kind: 'a JSON array', headers: json, payload: '[1, 2]' },
  { kind: 'a JSON string', headers: json, payload: '"text"' },
  { kind: 'a prototype-polluting key', headers: json, payload: '{"__proto__": {"isAdmin": true}}' },
  {
    kind: 'invalid UTF-8 inside JSON',
    headers: json,
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]),
  },
  {
    kind: 'JSON in another charset',
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: '{}',
  },
  { kind: 'a malformed content type', headers: { 'content-type': 'application/json;;;=x' }, payload: '{}' },
  { kind: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  { kind: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<codes/>' },
  {
    kind: 'a malformed form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=%ZZ&a=%E0%A4%A&a=2&__proto__=x',
  },
  { kind: 'a body without a content type', headers: {}, payload: 'abc' },
  { kind: 'a body over the size limit', headers: json, payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  {
    kind: 'a multipart body cut off mid-part',
    headers: multipart.headers,
    payload: multipart.payload.subarray(0, Math.floor(multipart.payload.length / 2)),
  },
  {
    kind: 'a multipart body without a boundary',
    headers: { 'content-type': 'multipart/form-data' },
    payload: 'no parts here',
  },
  {
    kind: 'a gzip content encoding over plain bytes',
    headers: { ...json, 'content-encoding': 'gzip' },
    payload: '{}',
  },
];

/** Methods whose requests carry a body Fastify reads; GET and HEAD bodies are never parsed. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A path with each parameter filled in; the values need not exist, the body is read first. */
const concretePath = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => (name === 'phone' ? '13800000001' : '1'));

describe('an unreadable body on any route', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin'] });

  it('is answered with a 4xx in the route’s declared error shape, never a 500 or a framework code', async () => {
    const routes = t.app.registeredRoutes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => BODY_METHODS.has(method))
        .map((method) => ({ method, url: route.url, oauth: route.config?.errorFormat === 'oauth' })),
    );
    expect(routes.length).toBeGreaterThan(50);

    const problems: string[] = [];
    let address = 0;
    for (const route of routes) {
      for (const body of UNREADABLE_BODIES) {
        address += 1;
        const response: LightMyRequestResponse = await t.app.inject({
          method: route.method as 'POST',
          url: concretePath(route.url),
          // Each from its own address: the token and upload routes are rate limited.
          remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
          headers: { authorization: `Bearer ${tokens.admin}`, ...body.headers },
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        });
        const where = `${route.method} ${route.url} with ${body.kind}`;
        // A route without a body schema may ignore a body it never reads: that is fine.
        if (response.statusCode < 400) continue;
        if (response.statusCode >= 500) {
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (response.body.includes('FST_')) problems.push(`${where}: framework code in ${response.body}`);
        const shape = route.oauth ? oauthErrorSchema : errorBodySchema;
        let parsed: unknown;
        try {
          parsed = response.json();
        } catch {
          problems.push(`${where}: not JSON: ${response.body.slice(0, 200)}`);
          continue;
        }
        if (!shape.safeParse(parsed).success) problems.push(`${where}: wrong shape ${response.body}`);
        else if (!/[\u4e00-\u9fff]/.test((parsed as { msg: string }).msg))
          problems.push(`${where}: message not in Chinese: ${response.body}`);
      }
    }
    expect(problems).toEqual([]);
    // Nothing above signed the caller out.
    expect((await t.call('GET', 'passwordAgeCheck', { token: tokens.admin })).statusCode).toBe(200);
  }, 180_000);
});
