import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { FOUNTAIN, type Line } from './direction-after-fixture';
import { processedScript, send, userId } from '../documents/helpers';
import { uploadDraft } from '../drafts/helpers';

/**
 * The line editor changes a closing direction through update-text, as it does the
 * direction before the words: set, kept when left out, removed when blank, limited alike.
 */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 100, 'test-pack:direction-after-edit');
});
afterAll(async () => {
  await t.close();
});

const lines = async (id: string): Promise<Line[]> =>
  (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
const updateText = (lineId: string, query: Record<string, string>) => {
  const q = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return send(t, 'PUT', `scenes/${lineId}/update-text?${q.join('&')}`, s.access);
};
const speech = async () => {
  const id = await processedScript(t, s, Buffer.from(FOUNTAIN), 'application/octet-stream');
  return { id, line: (await lines(id))[1] };
};

it('sets direction_after on its own, keeps it when left out, and a blank one removes it', async () => {
  const { id, line } = await speech();
  const set = await updateText(line._id, { direction_after: '  (walks away & whistles) ' });
  expect(set.status).toBe(200);
  expect(set.body.data).toMatchObject({
    dialog: 'Burn, then.',
    direction: '(strikes a match)',
    direction_after: '(walks away & whistles)',
  });

  await updateText(line._id, { scene_text: 'Burn it all.', direction: '(quietly)' });
  expect((await lines(id))[1]).toMatchObject({
    dialog: 'Burn it all.',
    direction: '(quietly)',
    direction_after: '(walks away & whistles)',
  });

  const cleared = await updateText(line._id, { direction_after: ' ' });
  expect(cleared.status).toBe(200);
  expect(cleared.body.data).toMatchObject({ direction: '(quietly)', direction_after: null });
  expect((await lines(id))[1].direction_after).toBeNull();
});

it('refuses a direction_after over the limit or given twice with 400, and changes nothing', async () => {
  const { id, line } = await speech();
  const long = await updateText(line._id, { direction_after: `(${'x'.repeat(999)})` });
  expect(long.status).toBe(400);
  expect(long.body.message).toBe('A direction is at most 1000 characters');
  // The direction before the words has the same limit in the same words.
  const before = await updateText(line._id, { direction: `(${'x'.repeat(999)})` });
  expect(before.body.message).toBe('A direction is at most 1000 characters');
  const twice = await send(
    t,
    'PUT',
    `scenes/${line._id}/update-text?direction_after=a&direction_after=b`,
    s.access,
  );
  expect(twice.status).toBe(400);
  expect(twice.body.message).toMatch(/^Invalid querystring\.direction_after: /);
  expect((await lines(id))[1]).toMatchObject({
    direction: '(strikes a match)',
    direction_after: '(throws the match into the oil)',
  });
});

it("an edited direction, before or after the words, leaves the draft's change mark alone", async () => {
  const one = await uploadDraft(t, s, Buffer.from(FOUNTAIN));
  expect(one.processed.status).toBe(200);
  const two = await uploadDraft(t, s, Buffer.from(FOUNTAIN), one.id);
  expect(two.processed.status).toBe(200);
  const line = (await lines(two.id))[1];
  expect(line.change).toBe('unchanged');
  await updateText(line._id, { direction: '(softly)' });
  await updateText(line._id, { direction_after: '(and leaves)' });
  expect((await lines(two.id))[1]).toMatchObject({
    direction: '(softly)',
    direction_after: '(and leaves)',
    change: 'unchanged',
  });
});
