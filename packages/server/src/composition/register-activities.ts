import { type FastifyInstance } from 'fastify';

import { type RequireUser } from '../http/plugins/auth';
import { activitiesRoutes } from '../http/routes/activities';
import type { AppDeps } from './app-types';

/** The Dashboard Overview's recent activity (spec 2 §7 users/activities/recent). */
export async function registerActivities(
  api: FastifyInstance,
  deps: AppDeps,
  requireUser: RequireUser,
): Promise<void> {
  await api.register(activitiesRoutes({ requireUser, activities: deps.activities }));
}
