import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import pino from 'pino';

import type { BuildOverrides } from './composition/app-types';
import {
  buildContainer,
  closeContainer,
  type Container,
  startJobs,
  stopJobs,
} from './composition/container';
import type { Config } from './config';
import { collectQueueGauges, METRICS_CONTENT_TYPE } from './http/plugins/metrics';
import { renderGauges, renderProcessMetrics } from './http/plugins/metrics-registry';
import { LOG_REDACT_PATHS } from './lib/logger';

/**
 * A job worker process (`npm run start:worker`): the same container as the API (composition/
 * container.ts), its jobs, no HTTP API. Any number of them share the pg-boss queue; each may
 * serve its own /metrics (and /live) on METRICS_PORT, since Prometheus scrapes every process.
 */
export type WorkerHandle = {
  deps: Container;
  logger: pino.Logger;
  /** `http://host:port` of the metrics server, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** Stops taking jobs, lets running ones finish, closes everything. */
  stop(): Promise<void>;
};

export type WorkerOptions = {
  overrides?: BuildOverrides;
  /**
   * Which handlers to run; all of the app's by default. Returns what to do first on stop, before
   * the queue drains.
   */
  register?: (deps: Container, config: Config) => Promise<(() => Promise<void>) | void> | void;
  logger?: pino.Logger;
};

export async function startWorker(config: Config, opts: WorkerOptions = {}): Promise<WorkerHandle> {
  if (!config.databaseUrl) {
    throw new Error(
      'Worker processes need DATABASE_URL (PostgreSQL): the embedded database belongs to the API process, which runs its jobs.',
    );
  }
  const logger =
    opts.logger ??
    pino({
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[Redacted]' },
      base: { role: 'worker', pid: process.pid },
    });
  const deps = await buildContainer(config, opts.overrides ?? {}, {
    logger,
    quietLinks: config.logLevel === 'silent',
  });
  let metrics: Server | undefined;
  let beforeDrain: (() => Promise<void>) | void = undefined;
  const register =
    opts.register ??
    (async () => {
      await startJobs(deps);
      return () => stopJobs(deps);
    });
  try {
    // Started before the handlers: starting them re-enqueues work a crash left behind.
    await deps.queue.start();
    beforeDrain = await register(deps, config);
    if (config.metricsPort !== undefined) metrics = await serveMetrics(deps, config);
  } catch (err) {
    await closeContainer(deps).catch(() => undefined);
    throw err;
  }
  const address = metrics?.address() as AddressInfo | undefined;
  return {
    deps,
    logger,
    metricsUrl: address ? `http://${config.host}:${address.port}` : undefined,
    async stop() {
      if (metrics) await new Promise<void>((resolve) => metrics!.close(() => resolve()));
      // As in the API: a generation stops taking lines and the engine ends its threads, so the
      // drain waits for one batch at most; the batch's next step stays queued for another worker.
      await beforeDrain?.();
      await deps.voiceEngine.close();
      await closeContainer(deps);
    },
  };
}

async function serveMetrics(deps: Container, config: Config): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/live') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      return;
    }
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    collectQueueGauges(deps)
      .then((gauges) => {
        const lines = [...renderGauges(gauges), ...renderProcessMetrics()];
        res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(`${lines.join('\n')}\n`);
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.host, () => resolve());
  });
  return server;
}
