// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiRequestBlob, configureApiClient } from './api-client';

/** A real HTTP server standing in for the API, answering by path. */
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const handlers = new Map<string, Handler>();
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string } | undefined;
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen = { method: request.method, url: request.url, headers: request.headers, body };
    const handler = handlers.get((request.url ?? '').split('?')[0]!);
    if (handler) handler(request, body, response);
    else response.writeHead(404).end();
  });
});

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('the API client', () => {
  const onAuthFailure = vi.fn();
  let token: string | null = null;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      getToken: () => token,
      onAuthFailure,
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    handlers.clear();
    onAuthFailure.mockClear();
    token = null;
    configureApiClient({ timeoutMs: 30_000 });
  });

  it('sends a file as multipart form data, with the browser’s own content type', async () => {
    handlers.set('/file/upload', (_request, _body, response) =>
      json(response, 200, { code: 0, data: { id: 'f1' } }),
    );
    token = 'token-1';
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), '凭证.pdf');
    await expect(apiRequest('/file/upload', { method: 'POST', form })).resolves.toEqual({
      code: 0,
      data: { id: 'f1' },
    });
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.headers.authorization).toBe('Bearer token-1');
    expect(seen?.body).toContain('%PDF-1.4');
  });

  it('sends JSON with the bearer token and resolves to the body', async () => {
    token = 'token-abc';
    handlers.set('/lyp/api/echo', (_request, _body, response) =>
      json(response, 200, { code: 0, msg: 'ok', data: 42 }),
    );
    const answer = await apiRequest('/lyp/api/echo', {
      method: 'POST',
      body: { a: 1 },
      query: { q: '中文', skip: undefined },
    });
    expect(answer).toEqual({ code: 0, msg: 'ok', data: 42 });
    expect(seen?.headers.authorization).toBe('Bearer token-abc');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body).toBe('{"a":1}');
    expect(seen?.url).toBe('/lyp/api/echo?q=%E4%B8%AD%E6%96%87');
  });

  it('sends no Authorization header without a stored token', async () => {
    handlers.set('/lyp/api/echo', (_request, _body, response) =>
      json(response, 200, { code: 0, msg: 'ok', data: null }),
    );
    await apiRequest('/lyp/api/echo');
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it('shows the server’s message when it sends one', async () => {
    handlers.set('/lyp/api/fail', (_request, _body, response) =>
      json(response, 409, {
        code: 1,
        msg: '该手机号已注册，请直接登录或找回密码',
        error: 'PHONE_ALREADY_REGISTERED',
      }),
    );
    await expect(apiRequest('/lyp/api/fail')).rejects.toMatchObject({
      message: '该手机号已注册，请直接登录或找回密码',
      status: 409,
      body: { error: 'PHONE_ALREADY_REGISTERED' },
    });
  });

  it.each([
    [502, '网络错误'],
    [504, '网络超时'],
    [500, '服务异常，请稍后重试'],
    [418, '服务异常，请稍后重试'],
  ])('falls back to the catalogue for a %i without a message', async (status, message) => {
    handlers.set('/lyp/api/bare', (_request, _body, response) => response.writeHead(status).end());
    await expect(apiRequest('/lyp/api/bare')).rejects.toMatchObject({ message, status });
  });

  it('uses the server’s message on a 500 when there is one', async () => {
    handlers.set('/lyp/api/boom', (_request, _body, response) =>
      json(response, 500, { code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' }),
    );
    await expect(apiRequest('/lyp/api/boom')).rejects.toThrow('服务异常，请稍后重试');
  });

  it('names the request on a server failure, so its log lines can be found', async () => {
    handlers.set('/lyp/api/boom', (_request, _body, response) => {
      response.setHeader('x-request-id', '3f9c21aa-0b7e-4d8c-9e1f-2a6b5c4d3e2f');
      json(response, 500, { code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' });
    });
    await expect(apiRequest('/lyp/api/boom')).rejects.toThrow('服务异常，请稍后重试（请求编号 3f9c21aa）');
    handlers.set('/lyp/api/refused', (_request, _body, response) => {
      response.setHeader('x-request-id', '3f9c21aa-0b7e-4d8c-9e1f-2a6b5c4d3e2f');
      json(response, 409, { code: 1, msg: '出价低于最低可出价', error: 'BID_TOO_LOW' });
    });
    await expect(apiRequest('/lyp/api/refused')).rejects.toThrow(/^出价低于最低可出价$/);
  });

  it.each([401, 403])('clears the stored user info on %i', async (status) => {
    token = 'token-1';
    handlers.set('/lyp/api/denied', (_request, _body, response) =>
      json(response, status, { code: 1, msg: '拒绝访问' }),
    );
    await expect(apiRequest('/lyp/api/denied')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith(status, undefined);
  });

  it('tells a temporary password’s refusal apart by its code', async () => {
    token = 'token-1';
    handlers.set('/lyp/api/temporary', (_request, _body, response) =>
      json(response, 403, {
        code: 1,
        msg: '您正在使用临时密码，请先修改密码',
        error: 'PASSWORD_CHANGE_REQUIRED',
      }),
    );
    await expect(apiRequest('/lyp/api/temporary')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith(403, 'PASSWORD_CHANGE_REQUIRED');
  });

  it('leaves the user be when a request’s token was signed out while it was under way', async () => {
    token = 'token-before-sign-out';
    handlers.set('/lyp/api/slow-denied', (_request, _body, response) => {
      token = null; // the user signs out before the answer arrives
      json(response, 401, { code: 1, msg: '登录已过期' });
    });
    await expect(apiRequest('/lyp/api/slow-denied')).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('leaves a visitor where they are on a 401, having no user info to clear', async () => {
    handlers.set('/lyp/api/members-only', (_request, _body, response) =>
      json(response, 401, { code: 1, msg: '请先登录' }),
    );
    await expect(apiRequest('/lyp/api/members-only')).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('treats a 200 envelope with code 1 as a failure', async () => {
    handlers.set('/lyp/api/soft-fail', (_request, _body, response) =>
      json(response, 200, { code: 1, msg: '业务失败' }),
    );
    await expect(apiRequest('/lyp/api/soft-fail')).rejects.toThrow('业务失败');
  });

  it('resolves a download to the whole response', async () => {
    handlers.set('/lyp/api/file', (_request, _body, response) =>
      response
        .writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment' })
        .end('%PDF'),
    );
    const response = await apiRequestBlob('/lyp/api/file');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await (await response.blob()).text()).toBe('%PDF');
  });

  it('gives up after the timeout with 请求超时', async () => {
    configureApiClient({ timeoutMs: 100 });
    handlers.set('/lyp/api/slow', (_request, _body, response) =>
      setTimeout(() => json(response, 200, {}), 1000),
    );
    await expect(apiRequest('/lyp/api/slow')).rejects.toMatchObject({ message: '请求超时', status: 408 });
  });

  it('says so when the server cannot be reached', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:1' });
    await expect(apiRequest('/lyp/api/anything')).rejects.toMatchObject({
      message: '网络连接失败，请检查网络后重试',
      status: 0,
    });
    configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
});
