import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookSmsProvider } from './webhook-sms-provider';

describe('the webhook SMS provider', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  async function gateway(status: number) {
    const received: Array<{ headers: IncomingMessage['headers']; body: unknown }> = [];
    const server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received };
  }

  const message = {
    phone: '13800000001',
    template: 'verification_code' as const,
    purpose: 'login' as const,
    params: { code: '123456', purposeLabel: '登录', ttlMinutes: 5 },
    text: '【乐易拍】您的登录验证码为 123456',
  };

  it('posts the message as JSON with the bearer token', async () => {
    const { url, received } = await gateway(200);
    await createWebhookSmsProvider({ url, token: 'gateway-secret' }).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer gateway-secret');
    expect(received[0]?.body).toEqual({
      phone: '13800000001',
      template: 'verification_code',
      purpose: 'login',
      params: { code: '123456', purposeLabel: '登录', ttlMinutes: 5 },
      text: '【乐易拍】您的登录验证码为 123456',
    });
  });

  it('fails when the gateway does not accept the message', async () => {
    const { url } = await gateway(502);
    await expect(createWebhookSmsProvider({ url }).send(message)).rejects.toThrow('SMS gateway answered 502');
  });
});
