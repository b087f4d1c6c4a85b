// @scaled-too: storage (an S3 bucket and its presigned URLs)
import { strToU8, zipSync } from 'fflate';

import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import {
  expectOversizeRefused,
  liftSizeBound,
  repoint,
  signedUrlPrefix,
} from '../helpers/signed-urls';
import { zipBomb } from '../parsing/helpers/bomb';
import { renderTxt } from '../parsing/helpers/render';
import { storedFiles } from '../helpers/stored-files';
import { documentRow, PDF, presignScript, putScript, scriptPdf, uploadOnly } from './helpers';

/** Script uploads: presign, PUT, confirm (security checks 34, 35, 36, 38). */
const MB10 = 10 * 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let clock = Date.now();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});
// Some tests move the clock past the access token's life; a refresh keeps the session going.
beforeEach(async () => {
  const res = await post(t, 'auth/refresh-token', undefined, s.refresh);
  s = { ...s, access: res.body.data.access_token, refresh: res.body.data.refresh_token };
});

const confirm = (id: string, session = s) =>
  post(t, `documents/${id}/confirm`, undefined, session.access);

/**
 * Confirm, watched from the store itself: a file it refuses is deleted wherever it was, under the
 * upload URL's key or the key confirm moved it to (security checks 35, 36, 41).
 */
const confirmLeavingNothing = async (id: string) => {
  const owner = (await documentRow(t, id))!.userId;
  const before = await storedFiles(t, `scripts/${owner}/`);
  const res = await confirm(id);
  expect(await storedFiles(t, `scripts/${owner}/`)).toEqual(before);
  expect(await storedFiles(t, `uploads/scripts/${owner}/${id}`)).toEqual([]);
  return res;
};

/** Screenplay text of exactly `size` bytes. */
const textOf = (size: number) => {
  const page = Buffer.from(`${renderTxt()}\n\n`);
  return Buffer.concat(Array.from({ length: Math.ceil(size / page.length) }, () => page)).subarray(
    0,
    size,
  );
};

describe('presigned-upload', () => {
  it('answers 201 with the upload URL, the document id and the headers to send', async () => {
    const res = await presignScript(t, s, 1234);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      url: expect.any(String),
      document_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'PUT',
      headers: { 'Content-Type': PDF, 'If-None-Match': '*' },
      expires_at: expect.any(String),
      max_bytes: MB10,
    });
    expect(res.body.data.url.startsWith(signedUrlPrefix(t))).toBe(true);
  });

  it.each([
    ['PDF', PDF, 'a.pdf'],
    ['TXT', 'text/plain', 'a.txt'],
    ['DOCX', DOCX, 'a.docx'],
    ['FDX without a type', '', 'a.fdx'],
    ['FDX as XML', 'application/xml', 'a.fdx'],
    ['Fountain without a type', '', 'a.fountain'],
    ['Fountain as octet-stream', 'application/octet-stream', 'a.fountain'],
  ])('accepts %s', async (_n, type, name) => {
    expect((await presignScript(t, s, 100, type, name)).status).toBe(201);
  });

  it.each([
    ['an executable', 'application/x-msdownload', 'a.exe'],
    ['an image', 'image/png', 'a.png'],
    ['HTML', 'text/html', 'a.html'],
    ['an untyped file with another extension', '', 'a.zip'],
  ])('refuses %s with 415 and a clear message', async (_n, type, name) => {
    const res = await presignScript(t, s, 100, type, name);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(
      'Unsupported file format. Please use PDF, TXT, DOCX, FDX or Fountain.',
    );
  });

  it('check 34: refuses more than 10 MB (413) and an empty file (400)', async () => {
    const big = await presignScript(t, s, MB10 + 1);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File size must be less than 10MB');
    expect((await presignScript(t, s, MB10)).status).toBe(201);
    const empty = await presignScript(t, s, 0);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty.');
  });
});

describe('PUT and confirm', () => {
  it('check 34: a 10 MB script is accepted; one byte more gets 413 at the PUT', async () => {
    const id = await uploadOnly(t, s, textOf(MB10), 'text/plain', 'long.txt');
    const confirmed = await confirm(id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ _id: id, format: 'txt', status: 'uploaded' });

    const signed = await presignScript(t, s, MB10, 'text/plain', 'long.txt');
    const tooBig = await putScript(t, signed.body.data.url, textOf(MB10 + 1), 'text/plain');
    expectOversizeRefused(t, tooBig);
    expect(
      await t.deps.storage.stat((await documentRow(t, signed.body.data.document_id))!.storageKey),
    ).toBeUndefined();
  });

  it('confirm answers the document; a second confirm changes nothing', async () => {
    const id = await uploadOnly(t, s, scriptPdf());
    const first = await confirm(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      _id: id,
      title: 'The Lighthouse Keeper',
      file_name: 'The Lighthouse Keeper.pdf',
      format: 'pdf',
      created_at: expect.any(String),
      page_count: null,
      status: 'uploaded',
      message: null,
      script_id: id,
      draft_of: null,
      draft_number: 1,
    });
    expect((await confirm(id)).body.data).toEqual(first.body.data);
  });

  it('confirm before the PUT gets 409', async () => {
    const signed = await presignScript(t, s, 100);
    const res = await confirm(signed.body.data.document_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The file has not been uploaded yet.');
  });

  it.each([
    ['a ZIP', Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })), /a ZIP archive/],
    // A DOS header as linkers write it: "MZ", then counts and offsets full of zero bytes.
    [
      'an executable',
      Buffer.concat([
        Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
        Buffer.from('INT. HOUSE - DAY\n'.repeat(100)),
      ]),
      /a Windows executable/,
    ],
    [
      'HTML',
      Buffer.from(
        '<!DOCTYPE html><html><body><script>alert(1)</script>INT. HOUSE - DAY</body></html>',
      ),
      /an HTML document/,
    ],
  ])(
    'check 35: %s posing as a PDF is refused naming what it is, and deleted',
    async (_n, bytes, found) => {
      const id = await uploadOnly(t, s, bytes, PDF, 'script.pdf');
      const res = await confirmLeavingNothing(id);
      expect([415, 422]).toContain(res.status);
      expect(res.body.message).toMatch(found);
      expect(res.body.message).toMatch(/^Unsupported file format/);
    },
  );

  it('check 36: a DOCX zip bomb is refused from its declared sizes', async () => {
    // 60 MB of content, past the 50 MB a DOCX may expand to, in an archive of about 60 KB.
    const bomb = Buffer.from(zipBomb(60));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const id = await uploadOnly(t, s, bomb, DOCX, 'bomb.docx');
    const before = process.memoryUsage().rss;
    const res = await confirmLeavingNothing(id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'This file expands to more than the allowed size — it cannot be processed',
    );
    // Nothing was inflated: memory stays far below what it would expand to.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('check 38: signed upload URLs and file names', () => {
  it('an altered or expired upload URL gets 403', async () => {
    const pdf = scriptPdf();
    const signed = await presignScript(t, s, pdf.length);
    const altered = await putScript(t, liftSizeBound(t, signed.body.data.url), pdf);
    expect(altered.status).toBe(403);
    clock += 11 * 60 * 1000;
    expect((await putScript(t, signed.body.data.url, pdf)).status).toBe(403);
  });

  it("a URL signed for another user's document cannot be pointed at it; the owner's document is not theirs to confirm", async () => {
    const mallory = await signedInUser(t);
    const pdf = scriptPdf();
    const victim = await presignScript(t, s, pdf.length);
    const victimKey = (await documentRow(t, victim.body.data.document_id))!.storageKey;
    const evil = Buffer.from('MZ evil');
    const own = await presignScript(t, mallory, evil.length);
    const ownKey = (await documentRow(t, own.body.data.document_id))!.storageKey;
    const res = await putScript(t, repoint(t, own.body.data.url, ownKey, victimKey), evil);
    expect(res.status).toBe(403);
    expect(await t.deps.storage.stat(victimKey)).toBeUndefined();

    // Mallory cannot confirm (or otherwise touch) the victim's document.
    expect((await putScript(t, victim.body.data.url, pdf)).status).toBe(200);
    expect((await confirm(victim.body.data.document_id, mallory)).status).toBe(404);
    expect((await confirm(victim.body.data.document_id)).status).toBe(200);
  });

  it('a hostile file name is stored under a generated key and shown sanitised', async () => {
    // A NUL is refused in every JSON string (docs/security.md); the other controls are cleaned.
    const hostile = `../../etc/passwd\r\n\u202etxt.exe${'a'.repeat(300)}.pdf`;
    const id = await uploadOnly(t, s, scriptPdf(), PDF, hostile);
    expect((await documentRow(t, id))!.storageKey).toMatch(
      /^uploads\/scripts\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/,
    );
    const shown = (await confirm(id)).body.data;
    expect((await documentRow(t, id))!.storageKey).toMatch(
      /^scripts\/[0-9a-f-]{36}\/[0-9a-f-]{36}-[0-9a-f-]{36}$/,
    );
    for (const name of [shown.file_name, shown.title]) {
      // eslint-disable-next-line no-control-regex -- asserting control characters are gone
      expect(name).not.toMatch(/[\u0000-\u001f\u202e/\\]|\.\./);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    }
    expect(shown.file_name).toMatch(/^passwd.*\.pdf$/);
  });
});

describe('OpenAPI', () => {
  it('publishes the documents and scenes calls with their bearer scheme', async () => {
    const doc = await (await t.http('/api/docs/json')).json();
    for (const [path, method] of [
      ['/api/v1/documents/presigned-upload', 'post'],
      ['/api/v1/documents/{id}/process', 'post'],
      ['/api/v1/documents/{id}/events', 'get'],
      ['/api/v1/scenes/document/{documentId}', 'post'],
      ['/api/v1/scenes/{sceneId}/update-text', 'put'],
    ]) {
      expect({ path, security: doc.paths[path]?.[method]?.security }).toEqual({
        path,
        security: [{ bearerAuth: [] }],
      });
    }
  });
});
