import { apiUrl } from '@lyp/shared/api/paths';
import type { ApiClient } from '@lyp/shared/integrations/api-client.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { dataOf } from './answers';
import type { TestApp } from './test-app';

/** Test helpers for API clients: make one, and get its tokens as an ERP would. */

export interface MadeClient {
  client: ApiClient;
  clientSecret: string;
}

export async function makeClient(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<MadeClient> {
  return dataOf<MadeClient>(
    await t.call('POST', 'apiClientCreate', { token, body: { name: 'ERP 同步', ...body } }),
  );
}

let address = 0;
/** A fresh address for each token request: the endpoint is rate limited per address. */
export const nextAddress = () => `10.70.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

/** POST /oauth/token with the client-credentials grant, the secret in HTTP Basic (RFC 6749 §2.3.1). */
export function requestToken(
  t: TestApp,
  credentials: { clientId: string; secret: string },
  options: { scope?: string; ip?: string; grant?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ grant_type: options.grant ?? 'client_credentials' });
  if (options.scope !== undefined) form.set('scope', options.scope);
  const basic = Buffer.from(`${credentials.clientId}:${credentials.secret}`).toString('base64');
  return t.app.inject({
    method: 'POST',
    url: apiUrl('oauthToken'),
    remoteAddress: options.ip ?? nextAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    payload: form.toString(),
  });
}

/** The access token of a client-credentials grant that must succeed. */
export async function clientToken(
  t: TestApp,
  made: MadeClient,
  options: { scope?: string; ip?: string } = {},
): Promise<string> {
  const response = await requestToken(
    t,
    { clientId: made.client.clientId, secret: made.clientSecret },
    options,
  );
  if (response.statusCode !== 200) throw new Error(`token refused: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}
