import { request } from 'node:http';

import type { TestApp } from './app';

/**
 * A POST to the app from another loopback address (127.0.0.2, …): the app sees a second client
 * with its own IP, as it would a user on another machine, without any proxy header.
 */
export function postFrom(
  t: TestApp,
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { status: string; message: string; data?: unknown } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.base}/api/v1/${path}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
