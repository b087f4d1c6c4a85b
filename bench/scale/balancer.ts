import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A round-robin TCP load balancer on 127.0.0.1, as a stand-in for the production one: each new
 * connection goes to the next API process. Keep-alive connections stay on their process, as they
 * would behind an L4 balancer.
 */
export async function startBalancer(
  targets: number[],
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({
      host: '127.0.0.1',
      port: targets[next++ % targets.length],
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.setNoDelay(true);
    }
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
