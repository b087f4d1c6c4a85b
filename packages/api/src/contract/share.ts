import { z } from 'zod';

import { runtimeData } from './read';
import { SHARE_LIMITS, SHARE_MESSAGES } from './share-constants';

/** POST documents/{id}/share — options of the link; a second POST applies those given. */
export const createShareBody = z.object({
  expires_in_days: z
    .number(SHARE_MESSAGES.expiresRange)
    .int(SHARE_MESSAGES.expiresRange)
    .min(SHARE_LIMITS.expiresMinDays, SHARE_MESSAGES.expiresRange)
    .max(SHARE_LIMITS.expiresMaxDays, SHARE_MESSAGES.expiresRange)
    .optional(),
  allow_download: z.boolean().optional(),
});
export type CreateShareBody = z.infer<typeof createShareBody>;

/**
 * POST documents/{id}/share → 201 (also a second time: the same live link, same token).
 * `url` is the public page `/listen/{token}` on this site; `expires_at` ISO 8601. `feed_url` is
 * the link's private podcast feed, for any podcast app.
 */
export const shareLinkData = z.object({
  url: z.string(),
  feed_url: z.string(),
  token: z.string(),
  expires_at: z.string(),
  allow_download: z.boolean(),
  created_at: z.string(),
});
export type ShareLinkData = z.infer<typeof shareLinkData>;

/** GET documents/{id}/share — the live link, or null when there is none (expired or revoked). */
export const shareStateData = z.object({ share: shareLinkData.nullable() });
export type ShareStateData = z.infer<typeof shareStateData>;

/** One line of a shared read, in order; `audio_url` is signed and expires at `urls_expire_at`. */
export const sharedLine = z.object({
  _id: z.string(),
  scene_index: z.number().int().nonnegative(),
  actor: z.string(),
  dialog: z.string(),
  kind: z.string(),
  audio_url: z.string().nullable(),
  duration_s: z.number().nullable(),
  /** Silence after this line beyond its own, as the studio player keeps it (may be negative). */
  pause_after_ms: z.number(),
});
export type SharedLine = z.infer<typeof sharedLine>;

/**
 * GET shared/{token} (no session) — what the listen page plays. Unknown, expired or revoked: 404
 * with SHARE_MESSAGES.notValid. The signed audio URLs expire at `urls_expire_at`; fetching this
 * again renews them, and only while the link lives. `runtime.scenes` is the scene navigator
 * (heading, first/last line index, seconds).
 */
export const sharedReadData = z.object({
  title: z.string(),
  lines: z.array(sharedLine),
  allow_download: z.boolean(),
  expires_at: z.string(),
  urls_expire_at: z.string(),
  runtime: runtimeData,
});
export type SharedReadData = z.infer<typeof sharedReadData>;

/** POST shared/{token}/download-audio — the combined MP3; 403 unless the link allows it. */
export const sharedDownloadData = z.object({ download_url: z.string() });
export type SharedDownloadData = z.infer<typeof sharedDownloadData>;
