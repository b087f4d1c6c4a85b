import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a real server, which a test can take down (connections
 * cut, new ones refused) and bring back on the same port: what clients see while a database
 * restarts, without restarting the database that other tests share.
 */
export type TcpProxy = {
  port: number;
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await listen(0);
  return { port, goDown: down, comeBack: () => listen(port).then(() => undefined), close: down };
}
