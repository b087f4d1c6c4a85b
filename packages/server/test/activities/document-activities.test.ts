import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { processedScript, uploadScript } from '../documents/helpers';
import { renderPdf } from '../parsing/helpers/render';
import { SCRIPT_PAGES, TITLE_PAGE } from '../parsing/helpers/script';

/**
 * The documents flow records what the overview shows: an upload once confirmed,
 * processing done with its line count, and processing refused or failed with the reason, each
 * referencing its document. Real HTTP, real parser.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
});
afterAll(() => t.close());

type Line = { action: string; description: string; status: string; reference_id: string };
const recent = async (s: Session): Promise<Line[]> =>
  (await get(t, 'users/activities/recent', s.access)).body.data;

it('an upload, then its processing, are listed newest first', async () => {
  const s = await signedInUser(t);
  const id = await processedScript(t, s);
  const [done, uploaded, ...rest] = await recent(s);
  expect(rest).toEqual([]);
  expect(uploaded).toMatchObject({
    action: 'Document Uploaded',
    description: '“The Lighthouse Keeper” was uploaded.',
    status: 'completed',
    reference_id: id,
  });
  expect(done).toMatchObject({
    action: 'Processing Completed',
    status: 'completed',
    reference_id: id,
  });
  // Uploaded, it is known by its file; processed, by its title page, as History names it.
  expect(done.description).toMatch(/^“THE LIGHTHOUSE KEEPER” is ready: \d+ lines to check\.$/);
});

it('an upload that was never confirmed is not an activity', async () => {
  const s = await signedInUser(t);
  const signed = await post(
    t,
    'documents/presigned-upload',
    { file_name: 'x.pdf', file_type: 'application/pdf', file_size: 10 },
    s.access,
  );
  expect(signed.status).toBe(201);
  expect(await recent(s)).toEqual([]);
});

it('a script the parser cannot read is listed as failed, with the reason', async () => {
  const s = await signedInUser(t);
  const id = await uploadScript(t, s, Buffer.from(renderPdf(undefined, { textless: true })));
  const res = await post(t, `documents/${id}/process`, undefined, s.access);
  expect(res.status).toBe(422);
  const [failed] = await recent(s);
  expect(failed).toMatchObject({ action: 'Processing Failed', status: 'failed', reference_id: id });
  expect(failed.description).toContain(res.body.message);
});

it('a script longer than the credits left is listed as failed, saying what it needs', async () => {
  const s = await signedInUser(t);
  const long = Buffer.from(
    renderPdf([TITLE_PAGE, ...SCRIPT_PAGES, ...SCRIPT_PAGES, ...SCRIPT_PAGES]),
  );
  const id = await uploadScript(t, s, long);
  expect((await post(t, `documents/${id}/process`, undefined, s.access)).status).toBe(402);
  const [short] = await recent(s);
  expect(short).toMatchObject({ action: 'Processing Failed', status: 'failed', reference_id: id });
  expect(short.description).toMatch(/needs 6 pages; 5 pages left/);
});

it('nobody else sees them', async () => {
  const owner = await signedInUser(t);
  await uploadScript(t, owner);
  const other = await signedInUser(t);
  expect(await recent(other)).toEqual([]);
  expect((await recent(owner)).length).toBe(1);
});
