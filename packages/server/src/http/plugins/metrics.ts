import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { QueuePort } from '../../adapters/queue/queue-port';
import type { VoiceEngine } from '../../adapters/tts';
import type { Database } from '../../db/database';
import { failure } from '../envelope';
import {
  type GaugeSample,
  Histogram,
  renderGauges,
  renderProcessMetrics,
} from './metrics-registry';

/**
 * Prometheus metrics of an API process at GET /metrics: request latency by route pattern (never
 * by raw URL, which would carry ids and tokens), the database's reachability, queue depth and dead
 * jobs (read from the database, so every process reports the whole deployment's queue), and the
 * process metrics. Only behind a bearer token (METRICS_TOKEN): without one the route is off (404),
 * since they describe the deployment to whoever asks (docs/decisions.md).
 */
export type MetricsDeps = {
  database: Pick<Database, 'ping' | 'pglite'>;
  queue: Pick<QueuePort, 'pendingCount' | 'failedCount'>;
  /** This process's synthesis threads: what they are doing now. */
  voiceEngine?: Pick<VoiceEngine, 'load'>;
};

/** The synthesis threads' load: a deleted document's lines must leave it at once (check 42). */
function synthesisGauges(engine: Pick<VoiceEngine, 'load'>): GaugeSample[] {
  const { queued, running, done } = engine.load();
  return [
    { name: 'cms_synthesis_queued', help: 'Synthesis jobs waiting for a thread.', value: queued },
    { name: 'cms_synthesis_running', help: 'Synthesis jobs on a thread now.', value: running },
    {
      name: 'cms_synthesis_done',
      help: 'Synthesis jobs finished since the process started.',
      value: done,
    },
  ];
}

/** Gauges read from the database at scrape time; left out when it cannot answer. */
export async function collectQueueGauges(deps: MetricsDeps): Promise<GaugeSample[]> {
  const up = await deps.database.ping();
  const gauges: GaugeSample[] = [
    { name: 'cms_database_up', help: '1 when the database answers, else 0.', value: up ? 1 : 0 },
    ...(deps.voiceEngine ? synthesisGauges(deps.voiceEngine) : []),
  ];
  // The embedded database's WebAssembly memory grows with its largest work and never shrinks.
  const wasm = deps.database.pglite?.Module?.wasmMemory?.buffer.byteLength;
  if (wasm !== undefined)
    gauges.push({
      name: 'cms_pglite_memory_bytes',
      help: 'WebAssembly memory of the embedded database (it grows, never shrinks), in bytes.',
      value: wasm,
    });
  if (!up) return gauges;
  const [pending, failed] = await Promise.allSettled([
    deps.queue.pendingCount(),
    deps.queue.failedCount(),
  ]);
  if (pending.status === 'fulfilled')
    gauges.push({
      name: 'cms_queue_depth',
      help: 'Jobs queued or running, all queues together.',
      value: pending.value,
    });
  if (failed.status === 'fulfilled')
    gauges.push({
      name: 'cms_jobs_failed',
      help: 'Dead jobs: failed on their last attempt, kept with their reason.',
      value: failed.value,
    });
  return gauges;
}

export const METRICS_OFF = 'Metrics are off: set METRICS_TOKEN to serve them.';

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const digest = (s: string) => createHash('sha256').update(s).digest();
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  // Compare digests: equal lengths, and no timing hint about the token.
  return timingSafeEqual(digest(given), digest(token));
}

export function registerMetrics(
  app: FastifyInstance,
  deps: MetricsDeps & { token?: string },
): void {
  const latency = new Histogram(
    'http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status code.',
  );
  app.addHook('onResponse', async (request, reply) => {
    latency.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!deps.token) return reply.code(404).send(failure(METRICS_OFF));
    if (!bearerMatches(request.headers.authorization, deps.token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(failure('A valid metrics token is required.'));
    }
    const lines = [
      ...latency.render(),
      ...renderGauges(await collectQueueGauges(deps)),
      ...renderProcessMetrics(),
    ];
    return reply
      .type(METRICS_CONTENT_TYPE)
      .header('Cache-Control', 'no-store')
      .send(`${lines.join('\n')}\n`);
  });
}
