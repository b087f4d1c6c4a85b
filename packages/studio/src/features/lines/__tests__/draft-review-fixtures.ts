import { delay, http, HttpResponse } from 'msw';

import type { CarryOverLine, DocumentChangesData, Scene } from '@castmyscript/api/contract';
import { BASE, failure, success } from '@castmyscript/test-utils';

import { documentOf, REMOVED, secondDraft } from './draft-fixtures';

/** A second draft whose line 3 and 4 changed, and two edits of draft 1 its file lacks. */
export const reviewDraft = () => {
  const lines = secondDraft();
  const values = (s: Scene) => ({
    text: s.dialog,
    actor: s.actor,
    type: s.kind,
    direction: s.direction,
    direction_after: s.direction_after,
  });
  const carry: CarryOverLine[] = [
    {
      scene_id: lines[3]._id,
      previous_scene_id: 'old-3',
      scene_index: 3,
      fields: ['actor'],
      edited: { ...values(lines[3]), actor: 'MARA' },
      file: values(lines[3]),
    },
    {
      scene_id: lines[5]._id,
      previous_scene_id: 'old-5',
      scene_index: 5,
      fields: ['text'],
      edited: { ...values(lines[5]), text: 'Bring the spare oil can.' },
      file: values(lines[5]),
    },
  ];
  const changes: DocumentChangesData = {
    ...REMOVED,
    changed: [
      { scene_id: lines[1]._id, old_text: 'Waves hammer the cliffs below.' },
      { scene_id: lines[3]._id, old_text: 'The old lamp is out!' },
    ],
    carry_over: carry,
  };
  return { lines, changes };
};

type Answer = 'ok' | 'fail' | 'wait';

/**
 * GET documents/doc-1 (draft 2), its changes, and POST carry-over applying the edits it is asked
 * for to the stand-in lines; `bodies` holds what each carry-over call sent.
 */
export const reviewHandlers = (
  lines: Scene[],
  changes: DocumentChangesData,
  answer: { changes?: Answer; carry?: Answer } = {},
) => {
  let left = changes.carry_over;
  const bodies: unknown[] = [];
  const handlers = [
    http.get(`${BASE}/documents/doc-1`, () => HttpResponse.json(success(documentOf(2)))),
    http.get(`${BASE}/documents/doc-1/changes`, async () => {
      if (answer.changes === 'wait') await delay('infinite');
      if (answer.changes === 'fail') return HttpResponse.json(failure('down'), { status: 500 });
      return HttpResponse.json(success({ ...changes, carry_over: left }));
    }),
    http.post(`${BASE}/documents/doc-1/carry-over`, async ({ request }) => {
      const body = (await request.json()) as { scene_ids?: string[] };
      bodies.push(body);
      if (answer.carry === 'fail') return HttpResponse.json(failure('down'), { status: 500 });
      const chosen = left.filter((c) => !body.scene_ids || body.scene_ids.includes(c.scene_id));
      left = left.filter((c) => !chosen.includes(c));
      const carried = chosen.map((c) => {
        const line = lines.find((s) => s._id === c.scene_id)!;
        return { ...line, actor: c.edited.actor, dialog: c.edited.text, text: c.edited.text };
      });
      return HttpResponse.json(success({ scenes: carried, carry_over: left }));
    }),
  ];
  return { handlers, bodies };
};
