import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { castSuggested, generate } from '../audio/helpers';
import { processedScript, send, userId } from '../documents/helpers';
import { renderFdx } from '../parsing/helpers/render';

/**
 * PATCH scenes/{sceneId}: a line's type, words, speaker and parentheticals fixed in
 * place, over real HTTP. Text it grows is paid for exactly as update-text's is.
 */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 100, 'test-pack:patch-scene');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

type Line = { _id: string; actor: string; dialog: string; kind: string; direction: string | null };
const FDX = 'application/octet-stream';
const script = (session = s) => processedScript(t, session, Buffer.from(renderFdx()), FDX);
const lines = async (id: string, session = s): Promise<Line[]> =>
  (await get(t, `scenes/document/${id}`, session.access)).body.data.scenes;
const patch = (lineId: string, body: unknown, session = s) =>
  send(t, 'PATCH', `scenes/${lineId}`, session.access, body);

it("changes an action line's type to a scene heading, read back as the list's heading", async () => {
  const id = await script();
  const action = (await lines(id)).find((l) => l.kind === 'action')!;
  const done = await patch(action._id, { type: 'scene_heading' });
  expect(done.status).toBe(200);
  expect(done.body.data).toMatchObject({ _id: action._id, kind: 'scene_heading' });
  // The line heads the lines after it now.
  expect(done.body.data.scene_heading).toBe(action.dialog);
  expect((await lines(id)).find((l) => l._id === action._id)!.kind).toBe('scene_heading');
});

it('sets words, speaker and both parentheticals in one call; null removes a direction', async () => {
  const id = await script();
  const speech = (await lines(id)).find((l) => l.kind === 'dialogue' && l.direction)!;
  const done = await patch(speech._id, {
    text: 'Keep the lamp lit.',
    actor: 'TOBIAS',
    direction: null,
    direction_after: '(and leaves)',
  });
  expect(done.status).toBe(200);
  expect(done.body.data).toMatchObject({
    dialog: 'Keep the lamp lit.',
    text: 'Keep the lamp lit.',
    actor: 'TOBIAS',
    kind: 'dialogue',
    direction: null,
    direction_after: '(and leaves)',
  });
});

it("a character's line made action passes to the narrator; narrator action made dialogue needs a speaker", async () => {
  const id = await script();
  const all = await lines(id);
  const speech = all.find((l) => l.kind === 'dialogue')!;
  const made = await patch(speech._id, { type: 'action' });
  expect(made.body.data).toMatchObject({ kind: 'action', actor: 'narrator' });

  const action = all.find((l) => l.kind === 'action' && l._id !== speech._id)!;
  const refused = await patch(action._id, { type: 'dialogue' });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('A dialogue line needs the character who says it: give actor');
  const given = await patch(action._id, { type: 'dialogue', actor: 'MARA' });
  expect(given.body.data).toMatchObject({ kind: 'dialogue', actor: 'MARA' });
});

it('refuses a bad type with 400 naming the field, and changes nothing', async () => {
  const id = await script();
  const before = await lines(id);
  const line = before[1];
  const bad = await patch(line._id, { type: 'parenthetical' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('type must be one of scene_heading, action, dialogue, transition');
  expect(bad.body.data.field).toBe('body.type');
  expect((await patch(line._id, {})).body.message).toBe(
    'Give type, text, actor, direction or direction_after to update',
  );
  expect((await patch(line._id, { text: 'x'.repeat(20_001) })).status).toBe(400);
  expect((await patch(line._id, { kind: 'action' })).status).toBe(400);
  expect(await lines(id)).toEqual(before);
});

it("answers 404 for another user's line and for an unknown one, changing nothing", async () => {
  const id = await script();
  const line = (await lines(id))[1];
  const other = await signedInUser(t);
  const theirs = await patch(line._id, { type: 'transition' }, other);
  expect(theirs.status).toBe(404);
  expect(theirs.body.message).toBe('Scene not found.');
  expect((await patch('not-a-line', { type: 'action' })).status).toBe(404);
  expect((await patch('00000000-0000-4000-8000-000000000000', { type: 'action' })).status).toBe(
    404,
  );
  expect((await lines(id))[1]).toEqual(line);
  expect((await send(t, 'PATCH', `scenes/${line._id}`, undefined, { type: 'action' })).status).toBe(
    401,
  );
});

describe('text grown through PATCH is paid for as update-text growth is', () => {
  // Words enough that four lines lay out past the pages a Free account has left.
  const grown = (i: number) => `${i}: ${'the sea keeps its own time '.repeat(110)}`.trim();

  async function grownBy(how: 'patch' | 'update-text'): Promise<{ status: number; data: unknown }> {
    const free = await signedInUser(t); // Free: five pages a month
    const id = await script(free);
    await castSuggested(t, free, id);
    const speeches = (await lines(id, free)).filter((l) => l.kind === 'dialogue').slice(0, 4);
    for (const [i, line] of speeches.entries()) {
      const done =
        how === 'patch'
          ? await patch(line._id, { text: grown(i) }, free)
          : await send(
              t,
              'PUT',
              `scenes/${line._id}/update-text?scene_text=${encodeURIComponent(grown(i))}`,
              free.access,
            );
      expect(done.status).toBe(200);
    }
    const refused = await generate(t, free, id);
    return { status: refused.status, data: refused.body.data };
  }

  it('Generate charges the same growth, or refuses it with the same 402', async () => {
    const patched = await grownBy('patch');
    expect(patched.status).toBe(402);
    expect(patched).toEqual(await grownBy('update-text'));
  });
});

it('answers through the same envelope message as update-text', async () => {
  const id = await script();
  const line = (await lines(id))[0];
  const done = await patch(line._id, { direction_after: '(beat)' });
  expect(done.body).toMatchObject({ status: 'success', message: 'Scene updated successfully!' });
});
