import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server, which a test can cut and
 * restore, to see how the API behaves while its database is unreachable.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const createServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      sockets.add(client);
      sockets.add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : port);
      });
    });
  const stop = (server: net.Server) =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server.close(() => {
        resolve();
      });
    });

  let server = createServer();
  const port = await listen(server, 0);
  let isRunning = true;
  return {
    port,
    async cut() {
      if (!isRunning) return;
      isRunning = false;
      await stop(server);
    },
    async restore() {
      if (isRunning) return;
      server = createServer();
      await listen(server, port);
      isRunning = true;
    },
    async close() {
      if (isRunning) await stop(server);
      isRunning = false;
    },
  };
}
