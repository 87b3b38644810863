import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { frameText, rawConnection } from './live-frame';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A ws server and a client of it; answers the server's side of the connection and what the client hears. */
async function connect(options: { perMessageDeflate?: boolean } = {}) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', ...options });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, options);
  const heard: string[] = [];
  client.on('message', (data: Buffer, isBinary: boolean) =>
    heard.push(isBinary ? '(binary)' : data.toString()),
  );
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, heard };
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('ready-made frames', () => {
  it('arrive as text messages of every length, in order with the socket’s own sends', async () => {
    const { socket, heard } = await connect();
    const connection = rawConnection(socket);
    expect(connection).toBeDefined();
    const texts = ['', '出价', '竞'.repeat(100), 'x'.repeat(70_000)];
    socket.send('first');
    for (const text of texts) connection!.write(frameText(text));
    socket.send('last');
    await until(() => heard.length === texts.length + 2);
    expect(heard).toEqual(['first', ...texts, 'last']);
  });

  it('are not used on a connection with compression or on anything but a ws socket', async () => {
    const { socket } = await connect({ perMessageDeflate: true });
    expect(socket.extensions).not.toBe('');
    expect(rawConnection(socket)).toBeUndefined();
    expect(rawConnection({ send() {} })).toBeUndefined();
  });
});
