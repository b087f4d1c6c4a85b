import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { FOUNTAIN, type Line } from './direction-after-fixture';
import { processedScript, userId } from '../documents/helpers';

/**
 * A parenthetical after a speech's last words is stored as the line's direction_after,
 * written by processing, read back with the scenes, and kept by the editor's saves.
 */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:direction-after');
});
afterAll(async () => {
  await t.close();
});

const lines = async (id: string): Promise<Line[]> =>
  (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
const save = (id: string, scenes: object[]) =>
  post(t, `scenes/document/${id}`, { scenes }, s.access);

it('processing stores the closing direction, and the scenes give it back after the words', async () => {
  const id = await processedScript(t, s, Buffer.from(FOUNTAIN), 'application/octet-stream');
  expect((await lines(id)).map((l) => [l.actor, l.direction, l.dialog, l.direction_after])).toEqual(
    [
      ['narrator', null, 'INT. FUEL DEPOT - NIGHT', null],
      ['BENJAMIN', '(strikes a match)', 'Burn, then.', '(throws the match into the oil)'],
      ['narrator', null, 'The tank goes up.', null],
    ],
  );
});

it('a save that leaves direction_after out keeps it; a blank one removes it; a new one sets it', async () => {
  const id = await processedScript(t, s, Buffer.from(FOUNTAIN), 'application/octet-stream');
  const [heading, speech] = await lines(id);
  // The studio's save: ids, speakers and words only, the heading line deleted.
  const saved = await save(id, [{ _id: speech._id, actor: 'BENJAMIN', dialog: 'Burn it all.' }]);
  expect(saved.status).toBe(200);
  expect(await lines(id)).toMatchObject([
    { _id: speech._id, dialog: 'Burn it all.', direction_after: '(throws the match into the oil)' },
  ]);
  await save(id, [{ _id: speech._id, direction_after: '(walks away)' }]);
  expect((await lines(id))[0].direction_after).toBe('(walks away)');
  await save(id, [{ _id: speech._id, direction_after: ' ' }, { actor: heading.actor }]);
  expect((await lines(id)).map((l) => l.direction_after)).toEqual([null, null]);
});

it('a line added with a closing direction has it', async () => {
  const id = await processedScript(t, s, Buffer.from(FOUNTAIN), 'application/octet-stream');
  const res = await post(
    t,
    `scenes/document/${id}/add`,
    [{ actor: 'BENJAMIN', text: 'Run.', direction_after: '(he does not)' }],
    s.access,
  );
  expect(res.status).toBe(201);
  expect(res.body.data[0]).toMatchObject({ dialog: 'Run.', direction_after: '(he does not)' });
});

it('the audio list gives each line its kind and both directions, for the script as it reads', async () => {
  const id = await processedScript(t, s, Buffer.from(FOUNTAIN), 'application/octet-stream');
  const res = await get(t, `scenes/document/${id}/audio-urls`, s.access);
  expect(res.status).toBe(200);
  const listed: { kind: string; direction: string | null; direction_after: string | null }[] =
    res.body.data.audio_scenes;
  expect(listed.map((l) => [l.kind, l.direction, l.direction_after])).toEqual([
    ['scene_heading', null, null],
    ['dialogue', '(strikes a match)', '(throws the match into the oil)'],
    ['action', null, null],
  ]);
});
