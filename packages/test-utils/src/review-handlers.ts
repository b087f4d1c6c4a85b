import { http, HttpResponse } from 'msw';

import type { NoteData, ShareLinkData } from '@castmyscript/api/contract';

import { failure, success } from './envelopes';
import { BASE } from './msw-server';

type Line = { scene_id: string; scene_index: number; actor: string; dialog: string };

/**
 * The share link and notes calls as the contract describes them, for the screens that
 * compose Share and Notes in: kept in memory, so what a test adds, edits or revokes is read back.
 */
export const createReviewHandlers = (documentId = 'doc-1', lines: Line[] = []) => {
  const state = {
    share: null as ShareLinkData | null,
    notes: [] as NoteData[],
    posts: [] as unknown[],
    failNotes: false,
  };
  let next = 1;
  const doc = `${BASE}/documents/${documentId}`;
  const note = (over: Partial<NoteData>): NoteData => {
    const line = lines.find((l) => l.scene_id === over.scene_id);
    return {
      _id: `n${next++}`,
      document_id: documentId,
      scene_id: line?.scene_id ?? null,
      scene_index: line?.scene_index ?? null,
      text: '',
      at_s: null,
      author_name: 'You',
      author_kind: 'writer',
      outdated: false,
      draft_number: 1,
      quote: { actor: line?.actor ?? '', dialog: line?.dialog ?? '' },
      created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z',
      resolved: false,
      resolved_at: null,
      replies: [],
      ...over,
    };
  };
  const handlers = [
    http.get(`${doc}/share`, () => HttpResponse.json(success({ share: state.share }))),
    http.post(`${doc}/share`, async ({ request }) => {
      const body = (await request.json()) as { expires_in_days?: number; allow_download?: boolean };
      state.posts.push(body);
      const days = body.expires_in_days ?? 14;
      const token = state.share?.token ?? 'tok-1';
      state.share = {
        url: `http://localhost/listen/${token}`,
        feed_url: `http://localhost/api/v1/shared/${token}/feed.xml`,
        token,
        expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
        allow_download: body.allow_download ?? false,
        created_at: '2026-11-25T10:00:00.000Z',
      };
      return HttpResponse.json(success(state.share, 'Share link ready.'), { status: 201 });
    }),
    http.delete(`${doc}/share`, () => {
      state.share = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${doc}/notes`, () =>
      state.failNotes
        ? HttpResponse.json(failure('Notes are resting.'), { status: 500 })
        : HttpResponse.json(success({ notes: state.notes })),
    ),
    http.post(`${doc}/notes`, async ({ request }) => {
      const body = (await request.json()) as { scene_id: string; text: string; at_s?: number };
      const added = note({ ...body, at_s: body.at_s ?? null });
      state.notes.push(added);
      return HttpResponse.json(success(added, 'Note added.'), { status: 201 });
    }),
    http.patch(`${BASE}/notes/:noteId`, async ({ params, request }) => {
      const body = (await request.json()) as { text?: string; resolved?: boolean };
      const found = state.notes.find((n) => n._id === params.noteId);
      if (!found) return HttpResponse.json(failure('Note not found.'), { status: 404 });
      if (body.text !== undefined) found.text = body.text;
      if (body.resolved !== undefined) {
        found.resolved = body.resolved;
        found.resolved_at = body.resolved ? '2026-11-25T11:00:00.000Z' : null;
      }
      return HttpResponse.json(success(found, 'Note saved.'));
    }),
    http.post(`${BASE}/notes/:noteId/replies`, async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      const found = state.notes.find((n) => n._id === params.noteId);
      if (!found) return HttpResponse.json(failure('Note not found.'), { status: 404 });
      const reply = {
        _id: `r${next++}`,
        text,
        author_name: 'You',
        created_at: '2026-11-25T11:00:00.000Z',
      };
      found.replies = [...found.replies, reply];
      return HttpResponse.json(success(reply, 'Reply added.'), { status: 201 });
    }),
    http.delete(`${BASE}/notes/:noteId`, ({ params }) => {
      state.notes = state.notes.filter((n) => n._id !== params.noteId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, state, note };
};
