import { groupDrafts, sharedTitleIds } from '../lib/draft-groups';
import { doc } from './history-fixtures';

const lamp = (n: number) => doc(n, { title: 'The Lamp' });

test('only documents whose title another shares need their links read', () => {
  expect(sharedTitleIds([lamp(3), doc(2), lamp(1)])).toEqual(['doc-1', 'doc-3']);
  expect(sharedTitleIds([doc(1), doc(2)])).toEqual([]);
});

test('drafts linked by draft_of make one group, the newest at the head', () => {
  const groups = groupDrafts(
    [lamp(1), doc(2), lamp(3), lamp(4)],
    [
      { _id: 'doc-1', draft_of: 'doc-3', draft_number: 3 },
      { _id: 'doc-3', draft_of: 'doc-4', draft_number: 2 },
      { _id: 'doc-4', draft_of: null, draft_number: 1 },
    ],
  );
  expect(groups.map((g) => [g.head._id, g.earlier.map((d) => d._id)])).toEqual([
    ['doc-1', ['doc-3', 'doc-4']],
    ['doc-2', []],
  ]);
  expect(groups[0].numbers).toEqual({ 'doc-1': 3, 'doc-3': 2, 'doc-4': 1 });
  expect(groups[1].numbers).toEqual({});
});

test('the same title without a link is another script, not a draft', () => {
  const groups = groupDrafts(
    [lamp(1), lamp(2)],
    [
      { _id: 'doc-1', draft_of: null, draft_number: 1 },
      { _id: 'doc-2', draft_of: null, draft_number: 1 },
    ],
  );
  expect(groups).toHaveLength(2);
});

test('a draft whose parent is gone from the list stands alone; no links, no groups', () => {
  expect(groupDrafts([lamp(1)], [{ _id: 'doc-1', draft_of: 'deleted', draft_number: 2 }])).toEqual([
    { head: lamp(1), earlier: [], numbers: {} },
  ]);
  expect(groupDrafts([lamp(1), lamp(2)], [])).toHaveLength(2);
});
