import type {
  ListenerNoteBody,
  SharedDownloadData,
  SharedLine,
  SharedReadData,
} from '@castmyscript/api/contract';

export type { SharedLine, SharedReadData };

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message?: string };

const path = (token: string, rest = '') => `/api/v1/shared/${encodeURIComponent(token)}${rest}`;

/**
 * The listen page is a site page outside the app frame (docs/decisions.md
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

export const fetchSharedRead = (token: string) => call<SharedReadData>(path(token));

export const postListenerNote = (token: string, note: ListenerNoteBody) =>
  call<unknown>(path(token, '/notes'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(note),
  });

/** The combined MP3, signed; 403 unless the link allows the download. */
export const requestSharedDownload = (token: string) =>
  call<SharedDownloadData>(path(token, '/download-audio'), { method: 'POST' });
