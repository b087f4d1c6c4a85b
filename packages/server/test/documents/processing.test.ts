// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import {
  PAGES,
  renderFdx,
  renderFountain,
  renderPdf,
  renderStyledDocx,
} from '../parsing/helpers/render';
import {
  creditsLeft,
  documentRow,
  finalStatus,
  ledgerOf,
  processedScript,
  send,
  uploadScript,
  userId,
} from './helpers';

// The test screenplay's pages that hold a line to be read: its title page costs nothing.
const BILLED = PAGES.length - 1;

/** Processing: the page charge, statuses, failures and refunds (security checks 32, 33). */
let t: TestApp;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
});
afterAll(async () => {
  // Check 33: after everything this suite did, every ledger adds up to its balance.
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const process = (s: Session, id: string) => post(t, `documents/${id}/process`, undefined, s.access);
const charged = (rows: { reason: string; delta: number }[], reason: string) =>
  rows.filter((r) => r.reason === reason).reduce((n, r) => n + Math.abs(r.delta), 0);

describe('process', () => {
  it('charges the page count once and writes the lines in the same call', async () => {
    const s = await signedInUser(t);
    const before = await creditsLeft(t, s);
    const id = await uploadScript(t, s);
    const started = await process(s, id);
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({
      document_id: id,
      status: 'completed',
      message: null,
      page_count: BILLED,
    });
    // Charged with the lines, in one transaction.
    expect(await creditsLeft(t, s)).toBe(before - BILLED);
    const done = await finalStatus(t, s, id);
    expect(done).toEqual({
      document_id: id,
      status: 'completed',
      message: null,
      page_count: BILLED,
    });
    expect(await creditsLeft(t, s)).toBe(before - BILLED);
    const scenes = await get(t, `scenes/document/${id}`, s.access);
    expect(scenes.body.data.scenes[0]).toMatchObject({
      scene_index: 0,
      actor: 'narrator',
      kind: 'scene_heading',
      dialog: 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    });
  });

  it('check 32: processing asked for again, even all at once, charges once', async () => {
    const s = await signedInUser(t);
    const before = await creditsLeft(t, s);
    const id = await uploadScript(t, s);
    const answers = await Promise.all([process(s, id), process(s, id), process(s, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await finalStatus(t, s, id);
    const again = await process(s, id);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('completed');
    expect(await creditsLeft(t, s)).toBe(before - BILLED);
    expect(charged(await ledgerOf(t, s, id), 'charge')).toBe(BILLED);
  });

  it('not enough credits: 402 with the spec message, status payment_required, nothing charged; then it can start', async () => {
    const s = await signedInUser(t);
    // Free has 5 pages a month; two scripts take BILLED each, leaving less than one more needs.
    await processedScript(t, s);
    await processedScript(t, s);
    const left = await creditsLeft(t, s);
    expect(left).toBeLessThan(BILLED);
    const id = await uploadScript(t, s);
    const refused = await process(s, id);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      status: 'error',
      message: 'Insufficient credits - payment required',
      data: {
        document_id: id,
        status: 'payment_required',
        page_count: BILLED,
        needed: BILLED,
        available: left,
      },
    });
    expect((await get(t, `documents/${id}/status`, s.access)).body.data).toEqual({
      document_id: id,
      status: 'payment_required',
      message: 'Insufficient credits - payment required',
      page_count: BILLED,
    });
    expect(await creditsLeft(t, s)).toBe(left);
    expect(await ledgerOf(t, s, id)).toEqual([]);

    // After buying pages the same document goes through, monthly credits first.
    await t.deps.credits.grantPaygo(await userId(t, s), 10, `test-pack:${id}`);
    expect((await process(s, id)).status).toBe(200);
    expect((await finalStatus(t, s, id)).status).toBe('completed');
    expect(await creditsLeft(t, s)).toBe(left + 10 - BILLED);
  });

  it.each([
    [
      'a password-protected PDF',
      () => renderPdf(undefined, { encrypt: true }),
      'This file is password-protected',
    ],
    [
      'a scanned PDF',
      () => renderPdf(undefined, { textless: true }),
      'This PDF has no text layer — it looks scanned',
    ],
  ])(
    '%s fails with the parser message (422, status error) and costs nothing',
    async (_n, bytes, message) => {
      const s = await signedInUser(t);
      const before = await creditsLeft(t, s);
      const id = await uploadScript(t, s, Buffer.from(bytes()));
      const res = await process(s, id);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect((await get(t, `documents/${id}/status`, s.access)).body.data).toMatchObject({
        status: 'error',
        message,
      });
      // Asking again does not parse or charge again.
      expect((await process(s, id)).status).toBe(422);
      expect(await creditsLeft(t, s)).toBe(before);
      expect(await ledgerOf(t, s, id)).toEqual([]);
    },
  );

  it.each([
    [
      'styled DOCX',
      () => Buffer.from(renderStyledDocx()),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'k.docx',
    ],
    ['Final Draft FDX', () => Buffer.from(renderFdx()), 'application/octet-stream', 'k.fdx'],
    ['Fountain', () => Buffer.from(renderFountain()), '', 'k.fountain'],
  ])('a %s becomes lines too', async (_n, bytes, type, name) => {
    const s = await signedInUser(t);
    const id = await uploadScript(
      t,
      s,
      bytes(),
      type === '' ? 'application/octet-stream' : type,
      name,
    );
    expect((await process(s, id)).status).toBe(200);
    expect((await finalStatus(t, s, id)).status).toBe('completed');
    const actors = (await get(t, `scenes/document/${id}/actors`, s.access)).body.data.actors;
    expect(actors).toEqual(expect.arrayContaining(['narrator', 'MARA', 'TOBIAS']));
  });

  it('refuses to process before the upload is confirmed (409)', async () => {
    const s = await signedInUser(t);
    const signed = await post(
      t,
      'documents/presigned-upload',
      { file_name: 'a.pdf', file_type: 'application/pdf', file_size: 10 },
      s.access,
    );
    const res = await process(s, signed.body.data.document_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Confirm the upload before processing the document.');
  });
});

describe('check 32: a failure while writing the lines charges nothing', () => {
  it('the charge rolls back with the lines; the document can be processed again, charged once', async () => {
    const s = await signedInUser(t);
    const before = await creditsLeft(t, s);
    const id = await uploadScript(t, s);
    const insert = jest
      .spyOn(t.deps.linesDal, 'insertAll')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await process(s, id)).status).toBe(500);
    } finally {
      insert.mockRestore();
    }
    expect(await creditsLeft(t, s)).toBe(before);
    expect(await ledgerOf(t, s, id)).toEqual([]);
    expect((await get(t, `documents/${id}/status`, s.access)).body.data.status).toBe('uploaded');
    expect((await get(t, `scenes/document/${id}`, s.access)).body.data.scenes).toEqual([]);

    const again = await process(s, id);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('completed');
    expect(charged(await ledgerOf(t, s, id), 'charge')).toBe(BILLED);
    expect(await creditsLeft(t, s)).toBe(before - BILLED);
  });

  it('keeps no parse result in storage: the stored file is the only copy', async () => {
    const s = await signedInUser(t);
    const id = await uploadScript(t, s);
    expect((await process(s, id)).status).toBe(200);
    const row = await documentRow(t, id);
    expect(await t.deps.storage.stat(`${row!.storageKey}-parsed`)).toBeUndefined();
    expect(await t.deps.storage.stat(row!.storageKey)).toBeDefined();
  });
});

// The FDX of the test screenplay parses fastest; these tests are not about the format.
const fdx = () => Buffer.from(renderFdx());
const FDX = 'application/octet-stream';

describe('documents list, completed steps and delete', () => {
  it('lists confirmed documents newest first with the spec fields', async () => {
    const s = await signedInUser(t);
    const first = await processedScript(t, s, fdx(), FDX);
    const second = await uploadScript(t, s, undefined, undefined, 'Second Draft.pdf');
    // An upload URL that was never used is not a document yet.
    await post(
      t,
      'documents/presigned-upload',
      { file_name: 'x.pdf', file_type: 'application/pdf', file_size: 9 },
      s.access,
    );
    const res = await get(t, 'documents/', s.access);
    expect(res.status).toBe(200);
    expect(res.body.data.documents.map((d: { _id: string }) => d._id)).toEqual([second, first]);
    expect(res.body.data.documents[0]).toEqual({
      _id: second,
      title: 'Second Draft',
      file_name: 'Second Draft.pdf',
      format: 'pdf',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      page_count: null,
      status: 'uploaded',
      message: null,
      script_id: second,
      draft_of: null,
      draft_number: 1,
    });
    expect(res.body.data.documents[1]).toMatchObject({
      status: 'completed',
      format: 'fdx',
      page_count: expect.any(Number),
    });
    expect((await get(t, 'documents', s.access)).body.data.documents).toHaveLength(2);
  });

  it('completed steps follow the workflow', async () => {
    const s = await signedInUser(t);
    const id = await uploadScript(t, s, fdx(), FDX, 'k.fdx');
    expect((await get(t, `documents/${id}/completed/steps`, s.access)).body.data).toEqual([
      'Document Uploaded',
    ]);
    expect((await process(s, id)).status).toBe(200);
    await finalStatus(t, s, id);
    expect((await get(t, `documents/${id}/completed/steps`, s.access)).body.data).toEqual([
      'Document Uploaded',
      'Scene Extracted',
    ]);
  });

  it('DELETE removes the document, its lines and its stored files', async () => {
    const s = await signedInUser(t);
    const id = await processedScript(t, s, fdx(), FDX);
    const row = await documentRow(t, id);
    expect(await t.deps.storage.stat(row!.storageKey)).toBeDefined();
    const res = await send(t, 'DELETE', `documents/${id}`, s.access);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ document_id: id });
    expect(await t.deps.storage.stat(row!.storageKey)).toBeUndefined();
    expect(await t.deps.storage.stat(`${row!.storageKey}-parsed`)).toBeUndefined();
    expect(await documentRow(t, id)).toBeUndefined();
    const lines = await t.deps.database.db.query.lines.findMany({
      where: (l, { eq }) => eq(l.documentId, id),
    });
    expect(lines).toEqual([]);
    expect((await get(t, `scenes/document/${id}`, s.access)).status).toBe(404);
    expect((await get(t, 'documents/', s.access)).body.data.documents).toEqual([]);
    expect((await send(t, 'DELETE', `documents/${id}`, s.access)).status).toBe(404);
  });

  it('unknown and malformed ids are 404 in the envelope', async () => {
    const s = await signedInUser(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(t, `documents/${id}/status`, s.access);
      expect({ id, status: res.status, message: res.body.message }).toEqual({
        id,
        status: 404,
        message: 'Document not found.',
      });
    }
  });
});
