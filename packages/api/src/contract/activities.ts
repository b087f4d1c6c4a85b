import { z } from 'zod';

/**
 * "Activity", §7 GET users/activities/recent: what the signed-in user did lately, as
 * the Dashboard Overview lists it. Only the caller's own activities are ever returned.
 */

/** Completed, processing, otherwise shown as failed. */
export const ACTIVITY_STATUSES = ['completed', 'processing', 'failed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * The actions services record, one name each, so the server writes and the screen shows the same
 * words. Descriptions carry the specifics (which script, how many pages).
 */
export const ACTIVITY_ACTIONS = {
  documentUploaded: 'Document Uploaded',
  processingStarted: 'Processing Started',
  processingCompleted: 'Processing Completed',
  processingFailed: 'Processing Failed',
  voicesAssigned: 'Voices Assigned',
  audioGenerated: 'Audio Generated',
  audioDownloaded: 'Audio Downloaded',
  creditsPurchased: 'Credits Purchased',
  planChanged: 'Plan Changed',
  passwordChanged: 'Password Changed',
} as const;

/** How many activities the recent call returns by default, and at most. */
export const RECENT_ACTIVITIES_DEFAULT = 10;
export const RECENT_ACTIVITIES_MAX = 50;

export const activityData = z.object({
  _id: z.string(),
  action: z.string(),
  description: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  /** What it is about (a document id, a checkout session), when anything. */
  reference_id: z.string().nullable(),
  /** ISO 8601. */
  timestamp: z.string(),
});
export type Activity = z.infer<typeof activityData>;

/** GET users/activities/recent?limit=n — newest first; `data` is the list itself. */
export const recentActivitiesQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(RECENT_ACTIVITIES_MAX, `limit must be at most ${RECENT_ACTIVITIES_MAX}`)
    .optional(),
});
export const recentActivitiesData = z.array(activityData);
