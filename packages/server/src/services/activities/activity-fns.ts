import type { Activity, ActivityStatus } from '@castmyscript/api/contract';

import type { ActivityRow } from '../../db/schema';

/** Pure rules of the activity log, tested beside it. */

/** Long enough for any real description; a runaway one (a huge file name) is cut, not refused. */
export const DESCRIPTION_MAX = 300;
export const ACTION_MAX = 80;

// Control characters and bidi overrides (which can make a name read backwards, check 38).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** One line of text: control and bidi characters become spaces, runs of blanks one space, ends trimmed. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

export type ActivityEntry = {
  action: string;
  description: string;
  status: ActivityStatus;
  /** What it is about: a document id, a checkout session id… */
  reference?: string | null;
};

export function toActivity(row: ActivityRow): Activity {
  return {
    _id: row.id,
    action: row.action,
    description: row.description,
    status: row.status,
    reference_id: row.reference ?? null,
    timestamp: row.createdAt.toISOString(),
  };
}
