import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { envelopeSchema, errorEnvelopeSchema, healthSchema } from '@castmyscript/api/contract';

import type { HealthService } from '../../services/health/health-service';
import { success } from '../envelope';

/** GET /api/v1/health — 200 when ready, 503 (same data) when the database or queue is down. */
export const healthRoutes =
  (health: HealthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: database, queue, version and uptime',
          response: {
            200: envelopeSchema(healthSchema),
            503: errorEnvelopeSchema.extend({ data: healthSchema }),
          },
        },
      },
      async (_request, reply) => {
        const report = await health.check();
        if (report.healthy) return reply.send(success(report.health));
        return reply
          .code(503)
          .send({ status: 'error', message: 'Service unavailable', data: report.health });
      },
    );
  };
