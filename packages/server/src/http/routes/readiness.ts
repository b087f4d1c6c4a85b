import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelopeSchema, errorEnvelopeSchema } from '@castmyscript/api/contract';

import { success } from '../envelope';

/**
 * Probes for a load balancer or an orchestrator (docs/deploy.md), beside the richer /health:
 * - GET /health/live: the process answers. Never looks at the database, so a database outage does
 *   not get every API process restarted (that would not bring the database back).
 * - GET /health/ready: this process should get traffic: the database answers and the queue runs.
 *   503 otherwise, so the balancer routes around it until it recovers by itself. (While the
 *   process shuts down, Fastify already answers every request 503.)
 * Infrastructure probes, not part of the client contract: their schemas live here.
 */
export type Readiness = { database: boolean; queue: boolean };

const liveSchema = z.object({ live: z.literal(true) });
const readySchema = z.object({
  ready: z.boolean(),
  database: z.boolean(),
  queue: z.boolean(),
});

// A probe must answer within its own timeout even when a database connection hangs.
const PROBE_TIMEOUT_MS = 2000;
const withTimeout = (check: Promise<boolean>) =>
  Promise.race([
    check.catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS, false).unref()),
  ]);

export const readinessRoutes =
  (deps: { ping: () => Promise<boolean>; queueRunning: () => boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health/live',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers',
          response: { 200: envelopeSchema(liveSchema) },
        },
      },
      async () => success({ live: true as const }),
    );

    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers and the queue runs',
          response: {
            200: envelopeSchema(readySchema),
            503: errorEnvelopeSchema.extend({ data: readySchema }),
          },
        },
      },
      async (_request, reply) => {
        const state: Readiness = {
          database: await withTimeout(deps.ping()),
          queue: deps.queueRunning(),
        };
        const ready = state.database && state.queue;
        reply.header('Cache-Control', 'no-store');
        if (ready) return reply.send(success({ ready, ...state }));
        return reply.code(503).send({
          status: 'error' as const,
          message: 'Service unavailable',
          data: { ready, ...state },
        });
      },
    );
  };
