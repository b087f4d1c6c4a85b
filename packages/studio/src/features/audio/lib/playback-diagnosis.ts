/** "Playback failure", word for word. */
export const PLAYBACK_TEXTS = {
  expired: 'Audio URL has expired or is invalid. Please refresh the page to get new audio URLs.',
  forbidden: 'Access to audio file denied (403 Forbidden). Please check permissions.',
  notFound: 'Audio file not found (404). It may have been deleted.',
  network: 'Network error. Please check your connection.',
  blocked: 'Audio playback was blocked. Please interact with the page first.',
  aborted: 'Audio playback was aborted.',
  failed: 'Failed to load audio. The URL may have expired - try refreshing the page.',
} as const;

export const serverErrorText = (status: number) =>
  `Audio server error (${status}). Please try again.`;

/** What the HEAD check of the line's URL says, or null when the file answers fine. */
export function headStatusMessage(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status === 400) return PLAYBACK_TEXTS.expired;
  if (status === 403) return PLAYBACK_TEXTS.forbidden;
  if (status === 404) return PLAYBACK_TEXTS.notFound;
  return serverErrorText(status);
}

/** MediaError codes (HTML standard): 1 aborted, 2 network. */
const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;

/**
 * When the file itself is fine, what went wrong in the player: a play() rejection (a DOMException
 * by name) or the element's MediaError (by code). Offline always reads as a network error.
 */
export function playbackErrorMessage(error: unknown, online = true): string {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  if (name === 'NotAllowedError') return PLAYBACK_TEXTS.blocked;
  if (name === 'AbortError' || (name === undefined && code === MEDIA_ERR_ABORTED))
    return PLAYBACK_TEXTS.aborted;
  if (!online || name === 'NetworkError' || (name === undefined && code === MEDIA_ERR_NETWORK))
    return PLAYBACK_TEXTS.network;
  return PLAYBACK_TEXTS.failed;
}
