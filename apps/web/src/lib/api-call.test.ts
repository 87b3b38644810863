import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL } from '../config/env';
import { configureApiClient } from './api-client';
import { call, callWithMessage, download, queryKeyOf, queryOptionsOf, upload } from './api-call';

/** What reached the network: the URL, method, headers and body of each request. */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

/** fetch answering every request with `answer`, recording what was sent. */
function serve(answer: unknown, init: ResponseInit = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, request: RequestInit = {}) => {
      sent.push({
        url,
        method: request.method ?? 'GET',
        headers: request.headers as Record<string, string>,
        body: request.body,
      });
      const body = typeof answer === 'string' ? answer : JSON.stringify(answer);
      return Promise.resolve(
        new Response(body, { headers: { 'content-type': 'application/json' }, ...init }),
      );
    }),
  );
  return sent;
}

const envelope = (data: unknown, msg = '操作成功') => ({ code: 0, msg, data });

describe('calls by endpoint name', () => {
  beforeEach(() => configureApiClient({ baseUrl: 'https://lyp.example', getToken: () => 'token-1' }));
  afterEach(() => {
    configureApiClient({ baseUrl: API_BASE_URL, getToken: () => null });
    vi.unstubAllGlobals();
  });

  it('takes path parameters out of the input and sends the rest of a GET as the query string', async () => {
    const sent = serve(envelope(true, '验证码正确'));
    await call('smsVerifyCode', { phone: '13800000000', code: '123456', type: '3' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe(
      'https://lyp.example/lyp/api/admin/smsCode/verifyCode/13800000000/123456?type=3',
    );
    expect(sent[0]!.body).toBeUndefined();
  });

  it('encodes path parameters', async () => {
    const sent = serve('');
    await download('fileDownload', { id: 'a/b c' });
    expect(sent[0]!.url).toBe('https://lyp.example/lyp/api/file/download/a%2Fb%20c');
  });

  it('sends a POST’s fields, minus its path parameters, as a JSON body with the bearer token', async () => {
    const sent = serve(envelope({ records: [], total: 0 }));
    await call('bidList', { lotId: 7, current: 2, size: 20 });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('https://lyp.example/lyp/api/bid/list');
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    expect(sent[0]!.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(sent[0]!.body as string)).toEqual({ lotId: 7, current: 2, size: 20 });

    await call('followCancel', { lotId: 9 });
    expect(sent[1]!.url).toBe('https://lyp.example/lyp/api/market/follow/cancel/9');
    expect(JSON.parse(sent[1]!.body as string)).toEqual({});
  });

  it('answers the envelope’s data, or the whole envelope when the caller shows its message', async () => {
    serve(envelope({ following: true, remind: false }, '已关注'));
    await expect(call('lotSubscribe', { lotId: 7, remind: false })).resolves.toEqual({
      following: true,
      remind: false,
    });
    await expect(callWithMessage('lotSubscribe', { lotId: 7, remind: false })).resolves.toEqual({
      code: 0,
      msg: '已关注',
      data: { following: true, remind: false },
    });
  });

  it('answers a body without an envelope as it is (the OAuth token), its grant in the query string', async () => {
    const token = { access_token: 'a', token_type: 'bearer', expires_in: 3600 };
    const sent = serve(token);
    await expect(
      call('oauthToken', { grant_type: 'password', username: 'buyer', password: 'x' }),
    ).resolves.toEqual(token);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(
      'https://lyp.example/lyp/api/oauth/token?grant_type=password&username=buyer&password=x',
    );
    expect(sent[0]!.body).toBeUndefined();
  });

  it('rejects with the server’s Chinese message when the envelope says it failed', async () => {
    serve({ code: 1, msg: '出价须不低于 ¥1,300.00', error: 'BID_TOO_LOW' }, { status: 400 });
    await expect(call('bidAdd', { lotId: 7, amountFen: 100, clientBidId: 'b1' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '出价须不低于 ¥1,300.00',
    });
  });

  it('uploads a form as multipart, leaving its content type to the browser', async () => {
    const sent = serve(envelope({ id: 'f1', originalName: '凭证.pdf' }));
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), '凭证.pdf');
    await expect(upload('fileUpload', form)).resolves.toEqual({ id: 'f1', originalName: '凭证.pdf' });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('https://lyp.example/lyp/api/file/upload');
    expect(sent[0]!.body).toBe(form);
    expect(sent[0]!.headers['content-type']).toBeUndefined();
  });

  it('hands a file answer over as the whole response', async () => {
    const sent = serve('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
    const response = await download('fileDownload', { id: 'f1' });
    expect(await response.text()).toBe('%PDF-1.4');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(sent[0]!.url).toBe('https://lyp.example/lyp/api/file/download/f1');
    expect(sent[0]!.headers.accept).toBe('*/*');
  });
});

describe('query keys by endpoint name', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are [name] for every input of an endpoint and [name, input] for one', () => {
    expect(queryKeyOf('lotSearch')).toEqual(['lotSearch']);
    expect(queryKeyOf('lotDetail', { lotId: 7 })).toEqual(['lotDetail', { lotId: 7 }]);
  });

  it('are what the query options use, and their query calls the endpoint', async () => {
    const options = queryOptionsOf('lotDetail', { lotId: 7 });
    expect(options.queryKey).toEqual(queryKeyOf('lotDetail', { lotId: 7 }));
    const sent = serve(envelope({ id: 7 }));
    const signal = new AbortController().signal;
    const data = await (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal,
    });
    expect(data).toEqual({ id: 7 });
    expect(sent[0]!.url).toBe(`${API_BASE_URL}/lyp/api/market/lots/7`);
  });
});
