/** Where a listener stopped in one shared read: the line and the seconds into it. */
export type ListenPosition = { line: string; seconds: number };

/** Per share link (a link is to one draft), so two reads never share a place. */
const key = (token: string) => `castmyscript:listen-position:${token}`;

/** Storage can be full, blocked or hold junk: a position lost is only a missed resume. */
export function loadPosition(token: string): ListenPosition | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(key(token)) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { line, seconds } = value as Partial<ListenPosition>;
    return typeof line === 'string' && typeof seconds === 'number' && seconds >= 0
      ? { line, seconds }
      : null;
  } catch {
    return null;
  }
}

export function savePosition(token: string, position: ListenPosition) {
  try {
    window.localStorage.setItem(key(token), JSON.stringify(position));
  } catch {
    // See loadPosition.
  }
}
