import type { DocumentSummary } from '@castmyscript/api/contract';

import { groupDrafts } from '../lib/draft-groups';
import { doc } from './history-fixtures';

const lamp = (n: number, draft: Partial<DocumentSummary> = {}) =>
  doc(n, { title: 'The Lamp', ...draft });

test('drafts linked by draft_of make one group, the newest at the head', () => {
  const groups = groupDrafts([
    lamp(1, { draft_of: 'doc-3', draft_number: 3 }),
    doc(2),
    lamp(3, { draft_of: 'doc-4', draft_number: 2 }),
    lamp(4),
  ]);
  expect(groups.map((g) => [g.head._id, g.earlier.map((d) => d._id)])).toEqual([
    ['doc-1', ['doc-3', 'doc-4']],
    ['doc-2', []],
  ]);
  expect(groups[0].numbers).toEqual({ 'doc-1': 3, 'doc-3': 2, 'doc-4': 1 });
  expect(groups[1].numbers).toEqual({});
});

test('the same title without a link is another script, not a draft', () => {
  expect(groupDrafts([lamp(1), lamp(2)])).toHaveLength(2);
});

test('a draft whose parent is gone from the list stands alone', () => {
  const orphan = lamp(1, { draft_of: 'deleted', draft_number: 2 });
  expect(groupDrafts([orphan])).toEqual([
    { head: orphan, unprocessed: [], earlier: [], numbers: {} },
  ]);
});

describe('a later draft left before processing', () => {
  // Draft 1 and 2 processed; draft 3 uploaded and left; draft 4 failed to parse.
  const chain = [
    lamp(1, { draft_of: 'doc-2', draft_number: 4, status: 'error' }),
    lamp(2, { draft_of: 'doc-3', draft_number: 3, status: 'uploaded' }),
    lamp(3, { draft_of: 'doc-4', draft_number: 2 }),
    lamp(4),
  ];

  test('is not the head: the newest processed draft is, the unprocessed ones oldest first', () => {
    const [group] = groupDrafts(chain);
    expect(group.head._id).toBe('doc-3');
    expect(group.unprocessed.map((d) => d._id)).toEqual(['doc-2', 'doc-1']);
    expect(group.earlier.map((d) => d._id)).toEqual(['doc-4']);
  });

  test('an unprocessed draft before a processed one is an earlier draft like any other', () => {
    const [group] = groupDrafts([
      lamp(1, { draft_of: 'doc-2', draft_number: 3 }),
      lamp(2, { draft_of: 'doc-3', draft_number: 2, status: 'uploaded' }),
      lamp(3),
    ]);
    expect(group.head._id).toBe('doc-1');
    expect(group.unprocessed).toEqual([]);
    expect(group.earlier.map((d) => d._id)).toEqual(['doc-2', 'doc-3']);
  });

  test('with no processed draft at all, the newest stands for the script', () => {
    const [group] = groupDrafts([lamp(1, { status: 'uploaded' })]);
    expect(group.head._id).toBe('doc-1');
    expect(group.unprocessed).toEqual([]);
  });
});
