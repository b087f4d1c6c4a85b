/** GET shared/{token} (issue 21 contract): what a share link lets anyone read, no account. */
export type SharedLine = {
  _id: string;
  scene_index: number;
  actor: string;
  dialog: string;
  audio_url: string | null;
  /** Beyond the contract's minimum: used when the server sends them. */
  kind?: string | null;
  duration_s?: number | null;
};
export type SharedRead = {
  title: string;
  lines: SharedLine[];
  allow_download: boolean;
  /** The combined MP3, signed, when the link allows the download. */
  download_url?: string | null;
};
export type ListenerNote = { scene_id: string; text: string; author_name: string };

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message?: string };

const path = (token: string, rest = '') => `/api/v1/shared/${encodeURIComponent(token)}${rest}`;

/**
 * The listen page is a site page outside the app frame (ARCHITECTURE.md §6, docs/decisions.md
 * "The landing page renders outside the app frame"): no store, so its two calls are plain fetches
 * that read the envelope themselves. They send no bearer token, so a listener's answer never
 * depends on anyone's session and a 401 can never start a refresh or a sign-out.
 */
async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { 'ngrok-skip-browser-warning': 'true', ...init?.headers },
    });
    const body = (await response.json().catch(() => null)) as {
      data?: T;
      message?: string;
    } | null;
    if (response.ok) return { ok: true, data: (body?.data ?? null) as T };
    return { ok: false, status: response.status, message: body?.message || undefined };
  } catch {
    return { ok: false, status: 0 };
  }
}

export const fetchSharedRead = (token: string) => call<SharedRead>(path(token));

export const postListenerNote = (token: string, note: ListenerNote) =>
  call<unknown>(path(token, '/notes'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(note),
  });
