import { get, post, type Session } from '../helpers/accounts';
import { type TestApp, waitFor } from '../helpers/app';
import { putToSigned } from '../helpers/signed-urls';
import { renderPdf } from '../parsing/helpers/render';

/** Script uploads through real HTTP, as the upload screen makes them. */
export const PDF = 'application/pdf';

/** The project's own test screenplay (a title page and three script pages) as a PDF. */
export const scriptPdf = () => Buffer.from(renderPdf());

/** Any method, JSON in and out, with the session's bearer token. */
export async function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.http(`/api/v1/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

export const presignScript = (
  t: TestApp,
  s: Session,
  size: number,
  type = PDF,
  name = 'The Lighthouse Keeper.pdf',
  extra: { draft_of?: string } = {},
) =>
  post(
    t,
    'documents/presigned-upload',
    { file_name: name, file_type: type, file_size: size, ...extra },
    s.access,
  );

/** PUT to the signed URL the way the browser does: no session, the headers it was given. */
export const putScript = (t: TestApp, url: string, bytes: Buffer, type = PDF) =>
  putToSigned(t, url, bytes, type);

/** Presign and PUT; returns the document id (not confirmed yet). */
export async function uploadOnly(
  t: TestApp,
  s: Session,
  bytes: Buffer,
  type = PDF,
  name?: string,
  extra: { draft_of?: string } = {},
) {
  const signed = await presignScript(t, s, bytes.length, type, name, extra);
  if (signed.status !== 201) throw new Error(`presign: ${JSON.stringify(signed.body)}`);
  const put = await putScript(
    t,
    signed.body.data.url,
    bytes,
    signed.body.data.headers['Content-Type'],
  );
  if (put.status !== 200) throw new Error(`put: ${JSON.stringify(put.body)}`);
  return signed.body.data.document_id as string;
}

/** Presign, PUT and confirm: an uploaded document ready to process. */
export async function uploadScript(
  t: TestApp,
  s: Session,
  bytes = scriptPdf(),
  type = PDF,
  name?: string,
) {
  const id = await uploadOnly(t, s, bytes, type, name);
  const confirmed = await post(t, `documents/${id}/confirm`, undefined, s.access);
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  return id;
}

const FINAL = ['completed', 'error', 'payment_required'];

/** Polls the status call until the document reaches a final status; returns that status data. */
export async function finalStatus(t: TestApp, s: Session, id: string) {
  return waitFor(
    async () => {
      const res = await get(t, `documents/${id}/status`, s.access);
      return FINAL.includes(res.body.data?.status) ? res.body.data : undefined;
    },
    `document ${id} to finish processing`,
    60_000,
  );
}

/** A processed document with its lines written. */
export async function processedScript(t: TestApp, s: Session, bytes = scriptPdf(), type = PDF) {
  const id = await uploadScript(t, s, bytes, type);
  const started = await post(t, `documents/${id}/process`, undefined, s.access);
  if (started.status !== 200) throw new Error(`process: ${JSON.stringify(started.body)}`);
  const done = await finalStatus(t, s, id);
  if (done.status !== 'completed') throw new Error(`processing ended ${JSON.stringify(done)}`);
  return id;
}

/** The signed-in user's row id (the ledger and the database speak in ids). */
export async function userId(t: TestApp, s: Session): Promise<string> {
  const user = await t.deps.database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, s.email),
  });
  return user!.id;
}

/** Page credits the user can still spend: monthly left plus pay-as-you-go. */
export async function creditsLeft(t: TestApp, s: Session): Promise<number> {
  const b = await t.deps.credits.balance(await userId(t, s));
  return b.page_credits_this_month - b.page_credits_used_this_month + b.paygo_credits;
}

/** The ledger rows of one document: its charges and refunds. */
export async function ledgerOf(t: TestApp, s: Session, documentId: string) {
  const rows = await t.deps.credits.history(await userId(t, s));
  return rows.filter((r) => r.reference === `document:${documentId}`);
}

export async function documentRow(t: TestApp, id: string) {
  return t.deps.database.db.query.documents.findFirst({ where: (d, { eq }) => eq(d.id, id) });
}
