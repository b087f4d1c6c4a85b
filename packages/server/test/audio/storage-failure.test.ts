import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startEmbeddedApp, type TestApp } from '../helpers/app';
import { makeReadOnly } from '../helpers/read-only-dir';
import { creditsLeft, userId } from '../documents/helpers';
import { audioUrls, castSuggested, generate, generationEnd, lines, script } from './helpers';

/**
 * Generate while the lines cannot be stored: the local files folder for audio is
 * read-only. After its retries the generation ends failed, each line showing the storage's
 * message, instead of "processing" for as long as the queue retries; nothing is charged and no
 * partial file stays. Embedded whatever TEST_STACK says: the read-only folder is the subject.
 */
const MESSAGE = "Files can't be saved right now; nothing was charged — try again in a minute";

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await startEmbeddedApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 20, 'test-pack:storage');
});
afterAll(() => t.close());

it('ends a generation whose lines cannot be stored as failed, with the reason on its lines', async () => {
  const id = await script(t, s, lines(5));
  await castSuggested(t, s, id);
  const credits = await creditsLeft(t, s);
  const folder = join(t.dataDir, 'files', 'audio');
  await mkdir(folder, { recursive: true });
  const undo = await makeReadOnly(folder);
  try {
    expect((await generate(t, s, id)).status).toBe(200);
    const end = await generationEnd(t, s, id);
    expect(end).toMatchObject({
      overall_status: 'error',
      counts: { total: 5, pending: 0, processing: 0, completed: 0, error: 5 },
    });
    const shown = await audioUrls(t, s, id);
    expect(shown).toHaveLength(5);
    for (const line of shown) expect(line).toMatchObject({ status: 'error', error: MESSAGE });
  } finally {
    await undo();
  }
  expect(await creditsLeft(t, s)).toBe(credits);
  const parts = (await readdir(join(t.dataDir, 'files'), { recursive: true })).filter((name) =>
    name.endsWith('.part'),
  );
  expect(parts).toEqual([]);
});
