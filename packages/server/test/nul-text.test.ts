import {
  get,
  post,
  RELAXED_LIMITS,
  type Session,
  signedInUser,
  uniqueEmail,
} from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { lines, script } from './audio/helpers';
import { call, lineIds, share } from './review/helpers';

/**
 * Security check "Input, logs, metrics and mail" 1 (docs/security.md): a NUL character in any
 * JSON string is refused with 400 naming its field before anything reaches the database, which
 * refuses NUL in text (PostgreSQL) and answered 500 before. Runs on PGlite and, in the scaled
 * lane, on PostgreSQL.
 */
const NUL = '\u0000';
let t: TestApp;
let s: Session;
let doc: string;
let scene: string;
let token: string;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  doc = await script(t, s, lines(3));
  [scene] = await lineIds(t, s, doc);
  token = (await share(t, s, doc)).body.data.token;
});
afterAll(() => t.close());

type Answer = { status: number; body: { status: string; message: string; data?: unknown } };

function expectRefused(res: Answer, field: string) {
  expect(res.status).toBe(400);
  expect(res.body.status).toBe('error');
  expect(res.body.message).toBe(
    `Invalid ${field}: text may not contain the NUL character (\\u0000).`,
  );
  expect(res.body.data).toEqual({ field });
}

it('refuses a NUL in a pronunciation, naming the field; the saved settings are kept', async () => {
  const before = (await get(t, `documents/${doc}/read-settings`, s.access)).body.data;
  const res = await call(t, 'PUT', `documents/${doc}/read-settings`, s.access, {
    narrator: 'all',
    pause_ms: 350,
    pronunciations: [
      { term: 'Cognito', say_as: 'Kog-NEE-toe' },
      { term: 'Mara', say_as: `Ma${NUL}ra` },
    ],
  });
  expectRefused(res, 'body.pronunciations.1.say_as');
  expect((await get(t, `documents/${doc}/read-settings`, s.access)).body.data).toEqual(before);
});

it("refuses a NUL in a writer's note, new or edited", async () => {
  const add = await post(
    t,
    `documents/${doc}/notes`,
    { scene_id: scene, text: `a${NUL}b` },
    s.access,
  );
  expectRefused(add, 'body.text');
  const made = await post(
    t,
    `documents/${doc}/notes`,
    { scene_id: scene, text: 'Slower.' },
    s.access,
  );
  expect(made.status).toBe(201);
  const edit = await call(t, 'PATCH', `notes/${made.body.data.id}`, s.access, { text: `x${NUL}` });
  expectRefused(edit, 'body.text');
});

it("refuses a NUL in a listener's note, in the text or the name", async () => {
  const path = `shared/${token}/notes`;
  const base = { scene_id: scene, text: 'Lovely.', author_name: 'Pat' };
  expectRefused(await post(t, path, { ...base, author_name: `P${NUL}at` }), 'body.author_name');
  expectRefused(await post(t, path, { ...base, text: `${NUL}` }), 'body.text');
  expect((await post(t, path, base)).status).toBe(201);
});

it('refuses a NUL in the profile, a sign-up and a contact message', async () => {
  expectRefused(
    await post(t, 'users/update-profile', { name: `Ada${NUL}`, username: 'ada-nul' }, s.access),
    'body.name',
  );
  expect((await get(t, 'users/me', s.access)).body.data.full_name).toBe('Ada Writer');
  const email = uniqueEmail('nul');
  expectRefused(
    await post(t, 'auth/register', {
      username: `nul${NUL}user`,
      name: 'Nul',
      email,
      password: 'Correct-Horse-9',
    }),
    'body.username',
  );
  expectRefused(
    await post(t, 'users/contact-us', {
      name: 'Pat',
      email,
      phone: '01234567890',
      message: `Hello${NUL} there, my audio stopped.`,
    }),
    'body.message',
  );
});

it("refuses a NUL in a line's words and in a key of the body", async () => {
  const res = await post(
    t,
    `scenes/document/${doc}`,
    {
      scenes: [
        { actor: 'MARA', dialog: 'Fine.' },
        { actor: 'MARA', dialog: `No${NUL}.` },
      ],
    },
    s.access,
  );
  expectRefused(res, 'body.scenes.1.dialog');
  expectRefused(
    await post(
      t,
      `documents/${doc}/notes`,
      { scene_id: scene, text: 'ok', [`k${NUL}`]: 1 },
      s.access,
    ),
    'body.k\\u0000',
  );
});
