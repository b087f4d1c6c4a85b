import { type StoredLine } from '../../src/db/schema';
import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { editOneWord, fountain, manyLines, uploadDraft } from '../drafts/helpers';
import { call, notesOf } from './helpers';

/**
 * Notes across drafts (new check 56 in docs/security-checks-review.md): a note left on
 * an earlier draft is shown against the viewed draft's matching line (the drafts' own line
 * matching, `previous_id`), and flagged outdated when that line now reads differently or no
 * line matches any more.
 */
let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:notes-drafts');
});
afterAll(() => t.close());

const linesOf = (id: string): Promise<StoredLine[]> => t.deps.linesDal.list(id);
const note = (id: string, lineId: string, text: string) =>
  post(t, `documents/${id}/notes`, { scene_id: lineId, text }, s.access);

it('check 56: a note follows its line into a later draft; a changed or removed line flags it outdated', async () => {
  const scenes = manyLines(2);
  const one = await uploadDraft(t, s, fountain(scenes));
  expect(one.processed.body.data.status).toBe('completed');
  const first = await linesOf(one.id);
  const mara = first.find((l) => l.dialog.startsWith('Scene 1: we keep'))!;
  const tobias = first.find((l) => l.dialog.startsWith('Scene 1: then we keep'))!;
  const last = first[first.length - 1];
  expect((await note(one.id, mara.id, 'Say it softer.')).status).toBe(201);
  expect((await note(one.id, tobias.id, 'Good.')).status).toBe(201);
  expect((await note(one.id, last.id, 'Cut this?')).status).toBe(201);

  // Draft 2: MARA's line reworded, the last line cut.
  const edited = editOneWord(scenes, 0, 1);
  edited[1] = { ...edited[1], lines: edited[1].lines.slice(0, 3) };
  const two = await uploadDraft(t, s, fountain(edited), one.id);
  expect(two.processed.body.data.status).toBe('completed');
  const second = await linesOf(two.id);
  const following = (line: StoredLine) => second.find((l) => l.previousId === line.id)!;

  const onTwo = await notesOf(t, s, two.id);
  expect(onTwo.map((n) => [n.text, n.scene_id, n.scene_index, n.outdated, n.draft_number])).toEqual(
    [
      ['Say it softer.', following(mara).id, following(mara).lineIndex, true, 1],
      ['Good.', following(tobias).id, following(tobias).lineIndex, false, 1],
      ['Cut this?', null, null, true, 1],
    ],
  );
  expect(onTwo[0].quote.dialog).toBe(mara.dialog);
  expect(following(mara).dialog).not.toBe(mara.dialog);

  // Seen from the first draft, nothing has moved.
  const onOne = await notesOf(t, s, one.id);
  expect(onOne.map((n) => [n.scene_id, n.outdated])).toEqual([
    [mara.id, false],
    [tobias.id, false],
    [last.id, false],
  ]);

  // A line edited after the note, in the same draft, makes it outdated as well.
  const target = following(tobias);
  expect((await note(two.id, target.id, 'Pause before.')).status).toBe(201);
  const text = encodeURIComponent('Then we keep it until dawn.');
  const path = `scenes/${target.id}/update-text?scene_text=${text}`;
  expect((await call(t, 'PUT', path, s.access)).status).toBe(200);
  const after = await notesOf(t, s, two.id);
  expect(after.filter((n) => n.scene_id === target.id).map((n) => [n.text, n.outdated])).toEqual([
    ['Good.', true],
    ['Pause before.', true],
  ]);
});
