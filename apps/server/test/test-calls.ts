import {
  apiUrl,
  methodOf,
  pathOf,
  pathParamNames,
  type ApiPathName,
  type HttpMethod,
} from '@lyp/shared/api/paths';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string | number>;
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the app's routes by name, as `TestApp.call` and `TestApp.send`. */
export function createTestCalls(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST',
    path: ApiPathName,
    callOptions: CallOptions = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: apiUrl(path, callOptions.params),
      ...(callOptions.query ? { query: callOptions.query } : {}),
      ...(callOptions.body !== undefined ? { payload: callOptions.body as object } : {}),
      ...(callOptions.ip ? { remoteAddress: callOptions.ip } : {}),
      headers: {
        ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
        ...callOptions.headers,
      },
    });

  const send = (
    name: ApiPathName,
    input: Record<string, unknown> = {},
    token?: string,
  ): Promise<LightMyRequestResponse> => {
    const fields = { ...input };
    const params: Record<string, string | number> = {};
    for (const key of pathParamNames(pathOf(name))) {
      params[key] = fields[key] as string | number;
      delete fields[key];
    }
    const method = methodOf(name) as HttpMethod;
    return app.inject({
      method,
      url: apiUrl(name, params),
      ...(method === 'GET' || method === 'DELETE'
        ? { query: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])) }
        : { payload: fields }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
  return { call, send };
}
