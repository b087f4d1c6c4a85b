import type { NoteData, SharedReadData, ShareLinkData } from '@castmyscript/api/contract';

import { get, post, type Session } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import { castSuggested, generate, generationEnd, lines, script, send } from '../audio/helpers';

/** Review and share through real HTTP, as the share dialog, listen page and notes panel call it. */

/** A processed script of `n` lines, cast and fully generated. */
export async function voicedScript(t: TestApp, s: Session, n = 6, tag = 'Line'): Promise<string> {
  const id = await script(t, s, lines(n, tag));
  await castSuggested(t, s, id);
  if ((await generate(t, s, id)).status !== 200) throw new Error('generate refused');
  const end = await generationEnd(t, s, id);
  if (end.overall_status !== 'completed') throw new Error(`generation: ${JSON.stringify(end)}`);
  return id;
}

export const share = (t: TestApp, s: Session, id: string, body: unknown = {}) =>
  post(t, `documents/${id}/share`, body, s.access) as Promise<{
    status: number;
    headers: Headers;
    body: { status: string; message?: string; data: ShareLinkData };
  }>;

export const revoke = (t: TestApp, s: Session, id: string) =>
  t.http(`/api/v1/documents/${id}/share`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${s.access}` },
  });

export const shared = (t: TestApp, token: string) =>
  get(t, `shared/${encodeURIComponent(token)}`) as Promise<{
    status: number;
    headers: Headers;
    body: { status: string; message?: string; data: SharedReadData };
  }>;

export const notesOf = async (t: TestApp, s: Session, id: string) => {
  const res = await get(t, `documents/${id}/notes`, s.access);
  if (res.status !== 200) throw new Error(`notes: ${JSON.stringify(res.body)}`);
  return res.body.data.notes as NoteData[];
};

export const lineIds = async (t: TestApp, s: Session, id: string) =>
  (await send(t, 'GET', `scenes/document/${id}`, s.access)).body.data.scenes.map(
    (l: { _id: string }) => l._id,
  ) as string[];

/** PATCH, PUT or DELETE with a session, JSON answer when there is one. */
export async function call(
  t: TestApp,
  method: 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) {
  const res = await t.http(`/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
