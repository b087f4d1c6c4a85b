import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  envelopeSchema,
  recentActivitiesData,
  recentActivitiesQuery,
} from '@castmyscript/api/contract';

import type { ActivityLog } from '../../services/activities/activity-log';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';

/** The Dashboard Overview's recent activity. Only ever the caller's own lines. */
export type ActivitiesRouteDeps = {
  requireUser: RequireUser;
  activities: Pick<ActivityLog, 'recent'>;
};

export const activitiesRoutes =
  (deps: ActivitiesRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/users/activities/recent',
      {
        schema: {
          tags: ['users'],
          security: [{ bearerAuth: [] }],
          description:
            'The caller’s latest activities, newest first (10 unless `limit`, at most 50).',
          querystring: recentActivitiesQuery,
          response: { 200: envelopeSchema(recentActivitiesData) },
        },
      },
      async (request) =>
        success(await deps.activities.recent(request.user.id, request.query.limit)),
    );
  };
