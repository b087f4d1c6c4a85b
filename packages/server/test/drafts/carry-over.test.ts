import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { send, userId } from '../documents/helpers';
import { fountain, manyLines, uploadDraft } from './helpers';

/**
 * Drafts' carry-over through real HTTP: edits made in the app on draft 1 that draft 2's file
 * lacks are listed on GET documents/{id}/changes `carry_over`, and POST documents/{id}/carry-over
 * writes them onto draft 2's lines, one by one or all at once.
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
  await t.deps.credits.grantPaygo(await userId(t, s), 100, `carry-pack:${s.email}`);
  return s;
}

type Line = { _id: string; actor: string; dialog: string; kind: string; change?: string };
const linesOf = async (s: Session, id: string) =>
  (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes as Line[];
const patch = (s: Session, lineId: string, body: unknown) =>
  send(t, 'PATCH', `scenes/${lineId}`, s.access, body);
const carryOver = (s: Session, id: string, body?: unknown) =>
  send(t, 'POST', `documents/${id}/carry-over`, s.access, body);
const listed = async (s: Session, id: string) =>
  (await get(t, `documents/${id}/changes`, s.access)).body.data.carry_over as {
    scene_id: string;
    fields: string[];
    edited: { text: string; actor: string; type: string };
    file: { text: string; actor: string; type: string };
  }[];

const SCENES = manyLines(2);
const MARA_1 = SCENES[0].lines[1][1];
const MARA_1_EDITED = MARA_1.replace('keep the light', 'keep the lamp lit');
const MARA_2 = SCENES[1].lines[1][1];
const MARA_2_EDITED = MARA_2.replace('keep the light', 'guard the light');

/**
 * Draft 1 edited in the app four ways (words, speaker, type; one line the new file already has
 * as edited), then draft 2 uploaded from the unedited file but for that one line.
 */
async function editedThenRedrafted(s: Session) {
  const one = await uploadDraft(t, s, fountain(SCENES));
  const first = await linesOf(s, one.id);
  const at = (text: string) => first.find((l) => l.dialog === text)!;
  expect((await patch(s, at(MARA_1)._id, { text: MARA_1_EDITED })).status).toBe(200);
  expect((await patch(s, at(SCENES[0].lines[2][1])._id, { actor: 'MARA' })).status).toBe(200);
  expect((await patch(s, at(SCENES[1].lines[0][1])._id, { type: 'scene_heading' })).status).toBe(
    200,
  );
  expect((await patch(s, at(MARA_2)._id, { text: MARA_2_EDITED })).status).toBe(200);
  const next = SCENES.map((scene, i) =>
    i === 1
      ? {
          ...scene,
          lines: scene.lines.map(([a, d]) => [a, d === MARA_2 ? MARA_2_EDITED : d]),
        }
      : scene,
  ) as typeof SCENES;
  const two = await uploadDraft(t, s, fountain(next), one.id);
  return { one, two, lines: await linesOf(s, two.id) };
}

it('lists each in-app edit the new file lacks, with its edited and file values', async () => {
  const s = await writer();
  const { two, lines } = await editedThenRedrafted(s);
  const items = await listed(s, two.id);
  const lineOf = (text: string) => lines.find((l) => l.dialog === text)!;
  expect(items.map((i) => [i.scene_id, i.fields])).toEqual([
    [lineOf(MARA_1)._id, ['text']],
    [lineOf(SCENES[0].lines[2][1])._id, ['actor']],
    [lineOf(SCENES[1].lines[0][1])._id, ['type']],
  ]);
  expect(items[0].edited.text).toBe(MARA_1_EDITED);
  expect(items[0].file.text).toBe(MARA_1);
  expect([items[1].edited.actor, items[1].file.actor]).toEqual(['MARA', 'TOBIAS']);
  expect([items[2].edited.type, items[2].file.type]).toEqual(['scene_heading', 'action']);
});

it('carries one edit over, then all the rest; a carried line is no longer listed', async () => {
  const s = await writer();
  const { two } = await editedThenRedrafted(s);
  const [words, speaker, type] = await listed(s, two.id);

  const one = await carryOver(s, two.id, { scene_ids: [words.scene_id] });
  expect(one.status).toBe(200);
  expect(one.body.data.scenes).toEqual([
    expect.objectContaining({ _id: words.scene_id, dialog: MARA_1_EDITED }),
  ]);
  expect(one.body.data.carry_over.map((i: { scene_id: string }) => i.scene_id)).toEqual([
    speaker.scene_id,
    type.scene_id,
  ]);
  // Pressed twice: nothing left on that line, nothing written again.
  const again = await carryOver(s, two.id, { scene_ids: [words.scene_id] });
  expect(again.status).toBe(200);
  expect(again.body.data.scenes).toEqual([]);

  const rest = await carryOver(s, two.id);
  expect(rest.status).toBe(200);
  expect(rest.body.data.carry_over).toEqual([]);
  const now = await linesOf(s, two.id);
  const byId = (id: string) => now.find((l) => l._id === id)!;
  expect(byId(words.scene_id).dialog).toBe(MARA_1_EDITED);
  expect(byId(speaker.scene_id).actor).toBe('MARA');
  expect(byId(type.scene_id).kind).toBe('scene_heading');
  expect(await listed(s, two.id)).toEqual([]);
});

it('a line the writer already changed on the new draft is theirs: not listed', async () => {
  const s = await writer();
  const { two } = await editedThenRedrafted(s);
  const [words] = await listed(s, two.id);
  expect((await patch(s, words.scene_id, { text: 'Something else entirely.' })).status).toBe(200);
  expect((await listed(s, two.id)).map((i) => i.scene_id)).not.toContain(words.scene_id);
});

it('a first draft has nothing to carry over', async () => {
  const s = await writer();
  const one = await uploadDraft(t, s, fountain(manyLines(1)));
  expect(await listed(s, one.id)).toEqual([]);
  const done = await carryOver(s, one.id, {});
  expect(done.status).toBe(200);
  expect(done.body.data).toEqual({ scenes: [], carry_over: [] });
});

it('another user’s draft or line: 404; bad scene_ids: 400 naming the field', async () => {
  const s = await writer();
  const { two } = await editedThenRedrafted(s);
  const other = await writer();
  const theirs = await uploadDraft(t, other, fountain(manyLines(1)));
  const theirLine = (await linesOf(other, theirs.id))[0]._id;

  expect((await carryOver(other, two.id)).status).toBe(404);
  expect((await get(t, `documents/${two.id}/changes`, other.access)).status).toBe(404);
  expect((await carryOver(s, two.id, { scene_ids: [theirLine] })).status).toBe(404);
  for (const scene_ids of ['all', [42]]) {
    const bad = await carryOver(s, two.id, { scene_ids });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toMatch(/^body\.scene_ids/);
  }
  // Refused calls wrote nothing.
  expect(await listed(s, two.id)).toHaveLength(3);
});
