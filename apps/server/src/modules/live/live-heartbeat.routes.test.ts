import websocket from '@fastify/websocket';
import { API_PATHS } from '@lyp/shared/api/paths';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { systemClock } from '../../lib/clock';
import { createLiveHub } from './live-hub';
import { liveRoutes } from './live.routes';
import { createLocalLotEventBus } from './lot-event-bus';

let app: FastifyInstance | undefined;
const clients: WebSocket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await app?.close();
});

/**
 * The live channel alone, pinging every second: 600 sockets answer within a round even on a
 * loaded two-core machine, where a shorter round measured the machine rather than the channel.
 */
async function start() {
  app = Fastify();
  await app.register(websocket);
  await app.register(liveRoutes, {
    hub: createLiveHub({ maxBufferedBytes: 1024 * 1024, maxLotsPerSocket: 50 }),
    bus: createLocalLotEventBus(),
    clock: systemClock,
    liveState: () => Promise.reject(new Error('no lots here')),
    authenticate: () => Promise.resolve(null),
    heartbeatMs: 1000,
    maxConnectionsPerIp: 1000,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}${API_PATHS.live}`;
}

async function open(url: string, options: { autoPong?: boolean } = {}) {
  const client = new WebSocket(url, options);
  clients.push(client);
  await new Promise((resolve) => client.once('open', resolve));
  return client;
}

describe('the live channel’s heartbeat', () => {
  it('cuts off connections that stop answering pings and keeps those that answer, however many', async () => {
    const url = await start();
    const answering = await Promise.all(Array.from({ length: 600 }, () => open(url)));
    const silent = await open(url, { autoPong: false });
    await new Promise((resolve) => silent.once('close', resolve));
    // Two more pings after the silent one was cut off (the first may belong to the same round):
    // a whole round in which an unanswered ping would have cut the answering ones off too.
    // A ping or, if the answering ones were wrongly cut off, their close: either ends the wait.
    for (let round = 0; round < 2; round += 1)
      await new Promise((resolve) => {
        answering[0]!.once('ping', resolve);
        answering[0]!.once('close', resolve);
      });
    expect(answering.every((client) => client.readyState === WebSocket.OPEN)).toBe(true);
  });
});
