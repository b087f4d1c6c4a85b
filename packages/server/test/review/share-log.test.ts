import { get, post, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { lines, script } from '../audio/helpers';
import { lineIds, share } from './helpers';

/**
 * Security check "Input, logs, metrics and mail" 3 (docs/security.md): a share link's token is a
 * capability, so the server's log never holds it, on the API's shared calls or the listen page;
 * the request lines show `[Redacted]` in its place. The log is captured as the server writes it.
 */
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startApp(
    { ...RELAXED_LIMITS, LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

it('keeps share tokens out of the log on every shared path and the listen page', async () => {
  const s = await signedInUser(t);
  const doc = await script(t, s, lines(2));
  const [scene] = await lineIds(t, s, doc);
  const { token } = (await share(t, s, doc, { allow_download: true })).body.data;
  logLines.length = 0;
  expect((await get(t, `shared/${token}`)).status).toBe(200);
  const note = { scene_id: scene, text: 'Lovely.', author_name: 'Pat' };
  expect((await post(t, `shared/${token}/notes`, note)).status).toBe(201);
  await post(t, `shared/${token}/download-audio`);
  // The podcast feed and its enclosures carry the token too.
  expect((await t.http(`/api/v1/shared/${token}/feed.xml`)).status).toBe(200);
  await t.http(`/api/v1/shared/${token}/audio/${doc}.mp3`);
  await (await t.http(`/listen/${token}?at=2`)).arrayBuffer();
  const log = logLines.join('');
  // The requests were logged, with the token's place kept and the token gone.
  for (const path of [
    '/api/v1/shared/[Redacted]',
    '/api/v1/shared/[Redacted]/notes',
    '/api/v1/shared/[Redacted]/download-audio',
    '/api/v1/shared/[Redacted]/feed.xml',
    `/api/v1/shared/[Redacted]/audio/${doc}.mp3`,
    '/listen/[Redacted]?at=2',
  ])
    expect(log).toContain(`"url":"${path}"`);
  expect(log).not.toContain(token);
  expect(log).not.toContain(token.slice(0, 16));
});
