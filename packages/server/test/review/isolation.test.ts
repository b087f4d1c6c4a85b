import { DOCUMENT_MESSAGES, NOTE_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { call, lineIds, notesOf, share, shared, voicedScript } from './helpers';

/**
 * security check 50 (and 1): another user cannot read, make, change or revoke a share link, or
 * read, add, edit or delete a note, of your document: 404 on every call, and nothing changes.
 * The same cases run in test/access-control.test.ts through test/helpers/ownership.ts.
 */
let t: TestApp;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  alice = await signedInUser(t);
  bob = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, alice), 50, 'test-pack:isolation');
});
afterAll(() => t.close());

it('check 50: another user gets 404 on every share and note call for your document', async () => {
  const doc = await voicedScript(t, alice, 2);
  const [line] = await lineIds(t, alice, doc);
  const link = (await share(t, alice, doc)).body.data;
  const note = (
    await post(t, `documents/${doc}/notes`, { scene_id: line, text: 'Mine.' }, alice.access)
  ).body.data;

  const documentCalls = [
    await get(t, `documents/${doc}/share`, bob.access),
    await post(t, `documents/${doc}/share`, { allow_download: true }, bob.access),
    await call(t, 'DELETE', `documents/${doc}/share`, bob.access),
    await get(t, `documents/${doc}/notes`, bob.access),
    await post(t, `documents/${doc}/notes`, { scene_id: line, text: 'Hijack.' }, bob.access),
  ];
  for (const res of documentCalls)
    expect([res.status, res.body.message]).toEqual([404, DOCUMENT_MESSAGES.notFound]);
  for (const res of [
    await call(t, 'PATCH', `notes/${note._id}`, bob.access, { text: 'Changed.' }),
    await call(t, 'DELETE', `notes/${note._id}`, bob.access),
  ])
    expect([res.status, res.body.message]).toEqual([404, NOTE_MESSAGES.notFound]);

  // Bob's own script cannot carry a note on Alice's line either.
  const own = await voicedScript(t, bob, 2, 'Bob');
  const borrowed = await post(
    t,
    `documents/${own}/notes`,
    { scene_id: line, text: 'x' },
    bob.access,
  );
  expect([borrowed.status, borrowed.body.message]).toEqual([404, NOTE_MESSAGES.lineNotFound]);

  const state = await get(t, `documents/${doc}/share`, alice.access);
  expect(state.body.data.share).toMatchObject({ token: link.token, allow_download: false });
  expect((await shared(t, link.token)).status).toBe(200);
  expect((await notesOf(t, alice, doc)).map((n) => [n._id, n.text])).toEqual([[note._id, 'Mine.']]);
});
