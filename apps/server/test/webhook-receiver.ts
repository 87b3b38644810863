import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver took (on arrival, answered or not), with whether its signature held under the secret it was given. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; orgId: number; data: Record<string, unknown> };
  signatureValid: boolean;
}

/**
 * An integrator's receiver, as the README tells one to write it: it checks each request's
 * signature itself (HMAC-SHA256 of `${timestamp}.${body}`), answers with the statuses it is told
 * to (200 once they run out), and keeps what it took.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secret signatures are checked with (the endpoint's, once it is made). */
  secret: string;
  /** Statuses to answer the next requests with, in order. */
  answerNext(...statuses: number[]): void;
  /** Forgets the statuses not yet used: 200 from now on. */
  answerOk(): void;
  /** Holds every request open (unanswered) until `release`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

function validSignature(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = headers['x-lyp-timestamp'];
  const signature = headers['x-lyp-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return (
    expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  );
}

export async function startWebhookReceiver(path = '/hooks/lyp'): Promise<WebhookReceiver> {
  const statuses: number[] = [];
  const held: Array<() => void> = [];
  let holding = false;
  const receiver = { received: [] as ReceivedWebhook[], secret: '' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      receiver.received.push({
        headers: request.headers,
        body,
        json: JSON.parse(body) as ReceivedWebhook['json'],
        signatureValid: validSignature(receiver.secret, request.headers, body),
      });
      const answer = () => {
        if (!response.destroyed)
          response.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' }).end('收到');
      };
      if (holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    answerNext: (...next: number[]) => void statuses.push(...next),
    answerOk: () => void statuses.splice(0),
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
