import { http, HttpResponse } from 'msw';

import type { DocumentChangesData, DocumentData, Scene } from '@castmyscript/api/contract';
import { BASE, failure, success } from '@castmyscript/test-utils';

import { script } from './line-fixtures';

/** GET documents/doc-1 as the server answers for draft `number` (a first draft has no changes). */
export const documentOf = (number: number): DocumentData => ({
  _id: 'doc-1',
  title: 'The Lamp',
  status: 'completed',
  page_count: 1,
  created_at: '2026-03-01T12:00:00.000Z',
  draft_of: number > 1 ? 'doc-0' : null,
  draft_number: number,
  pages_charged: 1,
  pages_covered: 1,
  changes: number > 1 ? { added: 1, changed: 2, removed: 2, unchanged: 3 } : null,
});

export const REMOVED: DocumentChangesData = {
  changes: documentOf(2).changes,
  removed: [
    { actor: 'TOBIAS', dialog: 'Who trimmed the wick?', kind: 'dialogue', previous_index: 4 },
    { actor: 'narrator', dialog: 'Silence.', kind: 'action', previous_index: 6 },
  ],
  changed: [],
  carry_over: [],
};

const marks: Scene['change'][] = [
  'unchanged',
  'changed',
  'added',
  'changed',
  'unchanged',
  'unchanged',
];

/** The short script as a second draft: line 2 changed, 3 added, 4 changed. */
export const secondDraft = (): Scene[] =>
  script().map((line, index) => ({ ...line, change: marks[index] }));

export const documentHandlers = (number: number, removed: 'ok' | 'fail' = 'ok') => [
  http.get(`${BASE}/documents/doc-1`, () => HttpResponse.json(success(documentOf(number)))),
  http.get(`${BASE}/documents/doc-1/changes`, () =>
    removed === 'ok'
      ? HttpResponse.json(success(number > 1 ? REMOVED : { changes: null, removed: [] }))
      : HttpResponse.json(failure('down'), { status: 500 }),
  ),
];
