import { headStatusMessage, PLAYBACK_TEXTS, playbackErrorMessage } from './playback-diagnosis';

/**
 * A line that will not play is diagnosed by a HEAD request to its URL first (expired,
 * denied, missing, server error, unreachable); only when the file answers fine is the player's own
 * error (blocked, aborted, network, anything else) reported. Signed URLs carry their own
 * authorisation, so no bearer token is sent.
 */
export async function diagnosePlayback(url: string, error: unknown): Promise<string> {
  let status: number;
  try {
    status = (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status;
  } catch {
    return PLAYBACK_TEXTS.network;
  }
  return headStatusMessage(status) ?? playbackErrorMessage(error, navigator.onLine !== false);
}
