import { http, HttpResponse } from 'msw';

import type { SavedScene, Scene } from '@castmyscript/api/contract';
import { BASE, success } from '@castmyscript/test-utils';

import { documentOf } from './draft-fixtures';
import { numbered } from './line-fixtures';

/**
 * An in-memory stand-in for the lines calls, following the contract's rules (add inserts and
 * shifts, bulk save replaces the list, update-text changes one line), so a test can check what a
 * reload would show.
 */
export const createLinesServer = (initial: Scene[]) => {
  let stored = numbered(initial);
  let next = 1000;
  const calls = { add: [] as unknown[], update: [] as string[], save: [] as SavedScene[][] };
  const fresh = (actor: string, dialog: string): Scene => ({
    ...stored[0],
    _id: `n${(next += 1)}`,
    document_id: 'doc-1',
    actor,
    dialog,
    text: dialog,
    kind: actor === 'narrator' ? 'action' : 'dialogue',
    direction: null,
    direction_after: null,
    scene_heading: null,
  });

  const handlers = [
    // The screen asks which draft this is; a first draft unless a test says otherwise.
    http.get(`${BASE}/documents/doc-1`, () => HttpResponse.json(success(documentOf(1)))),
    http.get(`${BASE}/scenes/document/doc-1`, () => HttpResponse.json(success({ scenes: stored }))),
    http.post(`${BASE}/scenes/document/doc-1/add`, async ({ request }) => {
      const items = (await request.json()) as {
        actor: string;
        text?: string;
        scene_index?: number;
      }[];
      calls.add.push(items);
      const created = items.map((item) => {
        const line = fresh(item.actor, item.text ?? '');
        const at = Math.min(item.scene_index ?? stored.length, stored.length);
        stored = numbered([...stored.slice(0, at), line, ...stored.slice(at)]);
        return stored[at];
      });
      return HttpResponse.json(success(created), { status: 201 });
    }),
    http.put(`${BASE}/scenes/:id/update-text`, ({ request, params }) => {
      const url = new URL(request.url);
      calls.update.push(url.search);
      const text = url.searchParams.get('scene_text');
      const actor = url.searchParams.get('actor');
      // A direction given blank is removed, as the server does.
      const directions = (['direction', 'direction_after'] as const).flatMap((field) => {
        const value = url.searchParams.get(field);
        return value === null ? [] : [[field, value.trim() || null]];
      });
      stored = stored.map((line) =>
        line._id === params.id
          ? {
              ...line,
              ...(text !== null ? { dialog: text, text } : {}),
              ...(actor !== null ? { actor } : {}),
              ...Object.fromEntries(directions),
            }
          : line,
      );
      return HttpResponse.json(success(stored.find((line) => line._id === params.id)));
    }),
    http.post(`${BASE}/scenes/document/doc-1`, async ({ request }) => {
      const { scenes: lines } = (await request.json()) as { scenes: SavedScene[] };
      calls.save.push(lines);
      stored = numbered(
        lines.map((saved) => {
          const actor = saved.metadata?.actor ?? saved.actor ?? '';
          const dialog = saved.metadata?.dialog ?? saved.dialog ?? '';
          const old = stored.find((line) => line._id === saved._id);
          return old ? { ...old, actor, dialog, text: dialog } : fresh(actor, dialog);
        }),
      );
      return HttpResponse.json(success({ scenes: stored }));
    }),
  ];
  return { handlers, calls, stored: () => stored };
};
