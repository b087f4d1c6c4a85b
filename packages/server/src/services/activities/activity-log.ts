import {
  type Activity,
  RECENT_ACTIVITIES_DEFAULT,
  RECENT_ACTIVITIES_MAX,
} from '@castmyscript/api/contract';

import type { Db, Tx } from '../../db/database';
import { createActivitiesDal } from './activities-dal';
import {
  ACTION_MAX,
  type ActivityEntry,
  DESCRIPTION_MAX,
  oneLine,
  toActivity,
} from './activity-fns';

export type { ActivityEntry };

/**
 * The activity log ("Dashboard Overview", §3 "Activity"): services `record` what a user
 * would want to see, passing their transaction so the line is written with the change it tells
 * of, or not at all. `recent` reads one user's newest lines; nothing else reads them.
 */
export function createActivityLog(deps: { db: Db; now?: () => number }) {
  const dal = createActivitiesDal(deps.db);
  const now = deps.now ?? Date.now;

  return {
    async record(userId: string, entry: ActivityEntry, tx?: Tx): Promise<Activity> {
      const row = await dal.insert(
        {
          userId,
          action: oneLine(entry.action, ACTION_MAX),
          description: oneLine(entry.description, DESCRIPTION_MAX),
          status: entry.status,
          reference: entry.reference ?? null,
          createdAt: new Date(now()),
        },
        tx,
      );
      return toActivity(row);
    },

    async recent(userId: string, limit = RECENT_ACTIVITIES_DEFAULT): Promise<Activity[]> {
      const bounded = Math.min(Math.max(Math.trunc(limit) || 1, 1), RECENT_ACTIVITIES_MAX);
      return (await dal.recent(userId, bounded)).map(toActivity);
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
