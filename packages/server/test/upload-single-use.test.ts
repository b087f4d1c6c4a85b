// @scaled-too: storage (an S3 bucket and its presigned URLs)
import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { pngOf, presign, putSigned } from './helpers/avatar';
import { fetchSigned } from './helpers/signed-urls';
import { storedFiles } from './helpers/stored-files';
import { documentRow, presignScript, putScript, scriptPdf, userId } from './documents/helpers';
import { renderPdf } from './parsing/helpers/render';

/**
 * security check 41 on either stack: a signed upload URL (script or avatar) takes one PUT and dies
 * at confirm, which moves the file to a key no URL was signed for; a file confirm or processing
 * refuses is deleted from storage. The local file route answers a spent URL 409; S3 answers 412,
 * as the URL signs `If-None-Match: *` and confirm leaves a marker under its key.
 */
let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
});
afterAll(() => t.close());

const confirmScript = (id: string) => post(t, `documents/${id}/confirm`, undefined, s.access);
const confirmAvatar = (key: string) =>
  post(t, 'users/confirm-upload-profile-picture', { profile_picture_url: key }, s.access);

function expectSpent(answer: { status: number; body: unknown }) {
  if (t.deps.storage.driver === 'local') {
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: 'This upload link has already been used. Please start the upload again.',
    });
  } else {
    expect(answer.status).toBe(412);
    expect(answer.body).toContain('PreconditionFailed');
  }
}

/** A PUT leaving out `If-None-Match`, as an attacker would: the URL must not depend on it. */
async function expectRefusedWithoutCondition(url: string, body: Buffer, type: string) {
  const res = await fetchSigned(t, url, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
}

/** `size` bytes an attacker would swap in once the real file passed: HTML, padded. */
const swapped = (size: number) => {
  const html = Buffer.alloc(size, 0x20);
  html.write('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');
  return html;
};

describe('scripts', () => {
  it('check 41: the URL takes one PUT; after confirm a PUT gets 4xx and the confirmed file is the one processed', async () => {
    const pdf = scriptPdf();
    const signed = await presignScript(t, s, pdf.length);
    const { url, document_id: id } = signed.body.data;
    const uploadKey = (await documentRow(t, id))!.storageKey;
    expect((await putScript(t, url, pdf)).status).toBe(200);
    expectSpent(await putScript(t, url, swapped(pdf.length)));

    expect((await confirmScript(id)).status).toBe(200);
    expectSpent(await putScript(t, url, swapped(pdf.length)));
    await expectRefusedWithoutCondition(url, swapped(pdf.length), 'application/pdf');
    const key = (await documentRow(t, id))!.storageKey;
    expect(key).not.toBe(uploadKey);
    expect(await t.deps.storage.read(key)).toEqual(pdf);

    // A store that ignored the condition would let the swap land under the URL's key: the
    // confirmed file is elsewhere, so nothing reads it.
    await t.deps.storage.write(uploadKey, swapped(pdf.length), 'application/pdf');
    expect((await confirmScript(id)).status).toBe(200);
    const processed = await post(t, `documents/${id}/process`, undefined, s.access);
    expect(processed.status).toBe(200);
    expect(processed.body.data.status).toBe('completed');
    expect(await t.deps.storage.read(key)).toEqual(pdf);
  });

  it('check 41: a file confirm refuses is deleted, and its URL stays spent', async () => {
    const bytes = swapped(400);
    const signed = await presignScript(t, s, bytes.length);
    const { url, document_id: id } = signed.body.data;
    expect((await putScript(t, url, bytes)).status).toBe(200);
    const owner = await userId(t, s);
    const kept = await storedFiles(t, `scripts/${owner}/`);
    expect((await confirmScript(id)).status).toBe(415);
    expect(await storedFiles(t, `scripts/${owner}/`)).toEqual(kept);
    expect(await storedFiles(t, `uploads/scripts/${owner}/${id}`)).toEqual([]);

    expectSpent(await putScript(t, url, scriptPdf().subarray(0, bytes.length)));
    const again = await confirmScript(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DOCUMENT_MESSAGES.uploadUsed);
  });

  it('check 41: a file processing refuses is deleted', async () => {
    const scanned = Buffer.from(renderPdf(undefined, { textless: true }));
    const signed = await presignScript(t, s, scanned.length);
    const id = signed.body.data.document_id;
    expect((await putScript(t, signed.body.data.url, scanned)).status).toBe(200);
    expect((await confirmScript(id)).status).toBe(200);
    const key = (await documentRow(t, id))!.storageKey;
    expect(await t.deps.storage.stat(key)).toBeDefined();
    const res = await post(t, `documents/${id}/process`, undefined, s.access);
    // Refused as scanned (or, on a machine too busy for the parse limit, as timed out): either
    // way a refusal, and the file goes.
    expect(res.status).toBe(422);
    const status = await get(t, `documents/${id}/status`, s.access);
    expect(status.body.data).toMatchObject({ status: 'error', message: res.body.message });
    expect(await t.deps.storage.stat(key)).toBeUndefined();
    // Asked again, the document answers its failure without reading a file.
    expect((await post(t, `documents/${id}/process`, undefined, s.access)).status).toBe(422);
  });
});

describe('profile pictures', () => {
  it('check 41: the URL takes one PUT; after confirm a PUT gets 4xx and the picture shown is the confirmed one', async () => {
    const png = pngOf(300);
    const signed = await presign(t, s, png.length);
    const { url, key } = signed.body.data;
    expect((await putSigned(t, url, png)).status).toBe(200);
    expectSpent(await putSigned(t, url, swapped(png.length)));
    expect((await confirmAvatar(key)).status).toBe(200);
    expectSpent(await putSigned(t, url, swapped(png.length)));
    await expectRefusedWithoutCondition(url, swapped(png.length), 'image/png');
    const again = await confirmAvatar(key);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This upload link has already been used. Please upload the picture again.',
    );

    // Even a swap a store let through under the URL's key is not what is shown, nor what a
    // confirm of that key could make the picture (it is checked like any upload).
    await t.deps.storage.write(key, swapped(png.length), 'image/png');
    expect((await confirmAvatar(key)).status).toBeGreaterThanOrEqual(400);
    const shown = (await get(t, 'users/me', s.access)).body.data.profile_picture_url as string;
    const picture = await fetchSigned(t, shown);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);
  });

  it('check 41: a picture confirm refuses is deleted, and its URL stays spent', async () => {
    const bytes = swapped(300);
    const signed = await presign(t, s, bytes.length);
    const { url, key } = signed.body.data;
    expect((await putSigned(t, url, bytes)).status).toBe(200);
    const owner = await userId(t, s);
    const kept = await storedFiles(t, `avatars/${owner}/`);
    expect((await confirmAvatar(key)).status).toBe(415);
    expect(await storedFiles(t, `avatars/${owner}/`)).toEqual(kept);
    expect(await storedFiles(t, key)).toEqual([]);
    expectSpent(await putSigned(t, url, pngOf(bytes.length)));
  });
});
