import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import { checkPresigned } from './sigv4-check';

/**
 * An S3-compatible server for tests: s3rver on 127.0.0.1, behind a small gate that checks
 * presigned-URL signatures and conditional writes (`If-None-Match: *` on PUT, 412 where an object
 * is) as S3 does (s3rver does neither), and that a test can take down and bring back on the same
 * port, to play "S3 is unavailable".
 */
export type S3TestServer = {
  /** What the app is given as S3_ENDPOINT. */
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** A fresh bucket with a random name. */
  createBucket(): Promise<string>;
  /**
   * Checks the bucket's presigned URLs at this clock (ms) rather than the real one, so a test that
   * moves an app's clock moves S3's with it; no clock: back to the real one.
   */
  useClock(bucket: string, now?: () => number): void;
  /** Refuses connections from now on and cuts the open ones (S3 down). */
  goDown(): Promise<void>;
  /** Listens again on the same port (S3 back). */
  comeBack(): Promise<void>;
  close(): Promise<void>;
};

// The SDK warns once per process that it will need Node 22 from 2027: noise in every test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Whether s3rver holds an object at this path (`/bucket/key`). */
function objectExists(port: number, path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const head = request({ host: '127.0.0.1', port, method: 'HEAD', path }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200);
    });
    head.on('error', reject);
    head.end();
  });
}

const refuse = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml', connection: 'close' });
  res.end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

function stop(server: Server, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  });
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port: s3Port } = await s3.run();

  const sockets = new Set<Socket>();
  const clocks = new Map<string, () => number>();
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const gate = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.searchParams.has('X-Amz-Signature')) {
      // Path-style: the bucket is the first segment.
      const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
      const problem = checkPresigned(
        { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
        (id) => (id === ACCESS_KEY ? SECRET : undefined),
        (clocks.get(bucket) ?? Date.now)(),
      );
      if (problem) {
        const [code, message = code] = problem.split(': ');
        refuse(res, 403, code, message);
        req.resume();
        return;
      }
    }
    if (req.method === 'PUT' && req.headers['if-none-match'] === '*') {
      req.pause();
      void objectExists(s3Port, url.pathname).then(
        (exists) => {
          if (!exists) return forward(req, res);
          refuse(
            res,
            412,
            'PreconditionFailed',
            'At least one of the pre-conditions you specified did not hold',
          );
          req.resume();
        },
        () => res.destroy(),
      );
      return;
    }
    forward(req, res);
  });
  gate.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(gate);
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET };
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });

  return {
    endpoint,
    credentials,
    async createBucket() {
      const name = `cms-${randomBytes(6).toString('hex')}`;
      await admin.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    useClock(bucket, now) {
      if (now) clocks.set(bucket, now);
      else clocks.delete(bucket);
    },
    goDown: () => stop(gate, sockets),
    comeBack: async () => {
      await listen(gate, port);
    },
    async close() {
      admin.destroy();
      if (gate.listening) await stop(gate, sockets);
      s3.httpServer?.closeAllConnections();
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
