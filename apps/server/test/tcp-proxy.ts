import net from 'node:net';

/**
 * A TCP proxy a test puts between a client and a real server (Redis, say), to take the
 * server away and bring it back without touching it: other tests keep using it meanwhile.
 */
export interface TcpProxy {
  port: number;
  /** Closes every connection and refuses new ones, as a server that went down. */
  cut(): Promise<void>;
  /** Keeps connections open but passes nothing either way, as a stalled server. */
  stall(): void;
  /** Accepts and passes traffic again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let stalled = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (!stalled) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const destroyAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    stall() {
      stalled = true;
    },
    async restore() {
      stalled = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = server.listening ? stopListening() : Promise.resolve();
      destroyAll();
      await closed;
    },
  };
}
