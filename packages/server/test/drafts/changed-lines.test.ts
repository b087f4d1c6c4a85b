import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { editOneWord, fountain, manyLines, uploadDraft } from './helpers';

/**
 * GET documents/{id}/changes `changed`: each line a draft changed, with the words it
 * had in the draft before. Through real HTTP.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
});
afterAll(async () => {
  await t.close();
});

async function writer(): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 100, `changed-pack:${s.email}`);
  return s;
}

type Line = { _id: string; dialog: string; change?: string };
const scenesOf = async (s: Session, id: string) =>
  (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes as Line[];

it('names each changed line and the words it had in the draft before', async () => {
  const s = await writer();
  const scenes = manyLines(3);
  const one = await uploadDraft(t, s, fountain(scenes));
  const edited = editOneWord(editOneWord(scenes, 0, 1), 2, 2);
  const two = await uploadDraft(t, s, fountain(edited), one.id);
  const res = await get(t, `documents/${two.id}/changes`, s.access);
  expect(res.status).toBe(200);
  const now = await scenesOf(s, two.id);
  const marked = now.filter((l) => l.change === 'changed');
  expect(marked).toHaveLength(2);
  expect(res.body.data.changed).toEqual([
    { scene_id: marked[0]._id, old_text: scenes[0].lines[1][1] },
    { scene_id: marked[1]._id, old_text: scenes[2].lines[2][1] },
  ]);
  // The words now differ from those: the new ones are on the scene.
  expect(marked[0].dialog).toBe(edited[0].lines[1][1]);
  expect(marked[0].dialog).not.toBe(scenes[0].lines[1][1]);
});

it('a first draft, or a draft that changed nothing, has none', async () => {
  const s = await writer();
  const one = await uploadDraft(t, s, fountain(manyLines(2)));
  expect((await get(t, `documents/${one.id}/changes`, s.access)).body.data.changed).toEqual([]);
  const two = await uploadDraft(t, s, fountain(manyLines(2)), one.id);
  expect((await get(t, `documents/${two.id}/changes`, s.access)).body.data.changed).toEqual([]);
});

it('another user’s draft: 404', async () => {
  const s = await writer();
  const one = await uploadDraft(t, s, fountain(manyLines(2)));
  const other = await writer();
  expect((await get(t, `documents/${one.id}/changes`, other.access)).status).toBe(404);
});
