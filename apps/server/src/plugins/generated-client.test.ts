import { API_PREFIX, pathOf } from '@lyp/shared/api/paths';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAuctionApp } from '../../test/auction-fixtures';

/**
 * What an integrator does with the API document: generate types with openapi-typescript, write
 * a client with openapi-fetch against them, compile it, and call the server over HTTP.
 */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './lyp-api';

export async function readAsIntegrator(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl });
  const health = await client.GET('/lyp/api/health');
  const orders = await client.POST('/lyp/api/order/seller/list', {
    headers: { authorization: 'Bearer ' + token },
    body: { current: 1, size: 5 },
  });
  const status: string | undefined = health.data?.data.status;
  const total: number | undefined = orders.data?.data.total;
  return { status, total, refused: orders.error?.msg };
}
`;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The compiler's complaints about the client, as text (none: it compiles). */
function compile(folder: string): string[] {
  const program = ts.createProgram([path.join(folder, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    baseUrl: folder,
    // The folder is outside the repository: openapi-fetch's types are where npm put them.
    paths: { 'openapi-fetch': [path.join(packageDir('openapi-fetch'), 'dist/index.d.mts')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a client generated from the OpenAPI document', () => {
  const { t, tokens } = useAuctionApp();
  let baseUrl = '';
  let folder = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    folder = await mkdtemp(path.join(tmpdir(), 'lyp-client-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('compiles against the generated types and calls the running server', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${pathOf('docs')}/json` });
    const types = astToString(await openapiTS(JSON.parse(response.body) as never));
    await writeFile(path.join(folder, 'lyp-api.ts'), types);
    await writeFile(path.join(folder, 'client.ts'), CLIENT_SOURCE);
    expect(compile(folder)).toEqual([]);

    // The same calls at run time, through openapi-fetch over HTTP.
    type Answer = { code: number; msg: string; data: { status?: string; total?: number } };
    const client = createClient<Record<string, never>>({ baseUrl });
    const call = client as unknown as {
      GET(url: string): Promise<{ data?: Answer }>;
      POST(url: string, init: object): Promise<{ data?: Answer; error?: Answer; response: Response }>;
    };
    expect((await call.GET('/lyp/api/health')).data?.data.status).toBe('ok');
    const listed = await call.POST('/lyp/api/order/seller/list', {
      headers: { authorization: `Bearer ${tokens.seller}` },
      body: { current: 1, size: 5 },
    });
    expect(listed.data).toMatchObject({ code: 0, data: { total: expect.any(Number) } });
    const refused = await call.POST('/lyp/api/order/seller/list', { body: { current: 1, size: 5 } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.msg).toEqual(expect.any(String));
  }, 120_000);
});
