import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import {
  createVerifiedAccount,
  newAccount,
  signInByApi,
  storeSession,
  type Tokens,
} from '../support/accounts';
import type { ScriptFile } from '../studio/script-files';

/**
 * Documents made through the API (upload sequence) for journeys whose subject is what
 * comes after: the overview, the history and resume. The browser holds the same session.
 */
export type Writer = { tokens: Tokens; email: string };

export const freshWriter = async (page: Page, label: string): Promise<Writer> => {
  const account = await createVerifiedAccount(page.request, newAccount(label));
  const tokens = await signInByApi(page.request, account);
  await storeSession(page, tokens, account.email);
  return { tokens, email: account.email };
};

const auth = (writer: Writer) => ({ authorization: `Bearer ${writer.tokens.access_token}` });

export const apiGet = (request: APIRequestContext, writer: Writer, url: string) =>
  request.get(`/api/v1/${url}`, { headers: auth(writer) });

export const apiPost = (request: APIRequestContext, writer: Writer, url: string, data?: unknown) =>
  request.post(`/api/v1/${url}`, { headers: auth(writer), data });

/**
 * The writer names the script (`PATCH documents/{id}`): a processed script is otherwise named by
 * its title page, and these journeys tell their scripts apart by name.
 */
export const renameByApi = async (
  request: APIRequestContext,
  writer: Writer,
  id: string,
  title: string,
) => {
  const res = await request.patch(`/api/v1/documents/${id}`, {
    headers: auth(writer),
    data: { title },
  });
  expect(res.status()).toBe(200);
};

/** Presign, PUT the bytes where the server said, confirm: an uploaded document's id. */
export const uploadByApi = async (
  request: APIRequestContext,
  writer: Writer,
  file: ScriptFile,
  name = file.name,
): Promise<string> => {
  const signed = await apiPost(request, writer, 'documents/presigned-upload', {
    file_name: name,
    file_type: file.mimeType,
    file_size: file.buffer.length,
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const { url, headers, document_id: id } = (await signed.json()).data;
  const put = await request.put(url, { headers, data: file.buffer });
  expect(put.ok(), await put.text()).toBe(true);
  const confirmed = await apiPost(request, writer, `documents/${id}/confirm`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return id;
};

/** Starts processing and waits for a final status; returns it. */
export const processByApi = async (request: APIRequestContext, writer: Writer, id: string) => {
  await apiPost(request, writer, `documents/${id}/process`);
  let status = '';
  await expect
    .poll(
      async () => {
        const answer = await apiGet(request, writer, `documents/${id}/status`);
        status = (await answer.json()).data?.status ?? '';
        return ['completed', 'error', 'payment_required'].includes(status);
      },
      { timeout: 60_000, message: `document ${id} to finish processing` },
    )
    .toBe(true);
  return status;
};

/**
 * Where the server keeps the confirmed file (local storage under the e2e DATA_DIR, keyed
 * `scripts/<owner>/<document>-<random>`), or undefined when no such file is there.
 */
export const storedScript = async (documentId: string): Promise<string | undefined> => {
  const root = path.join(process.env.E2E_DATA_DIR ?? '', 'files', 'scripts');
  for (const owner of await readdir(root).catch(() => [] as string[])) {
    const files = await readdir(path.join(root, owner)).catch(() => [] as string[]);
    // The file itself, not its `.meta.json` sidecar.
    const file = files.find((f) => f.startsWith(`${documentId}-`) && !f.includes('.'));
    if (file) return path.join(root, owner, file);
  }
  return undefined;
};

/** Casts every character with the server's suggestion (voice-assignments). */
export const castByApi = async (request: APIRequestContext, writer: Writer, id: string) => {
  const doc = `scenes/document/${id}`;
  const actors = (await (await apiGet(request, writer, `${doc}/actors`)).json()).data
    .actors as string[];
  const casting = (await (await apiGet(request, writer, `${doc}/voice-assignments`)).json())
    .data as { suggested?: Record<string, string> };
  const saved = await apiPost(request, writer, `${doc}/voice-assignments`, {
    assignments: actors.map((actor) => ({ actor, voice_id: casting.suggested?.[actor] ?? '' })),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
};

/** Generates the audio of a cast document and waits until it is done. */
export const generateByApi = async (request: APIRequestContext, writer: Writer, id: string) => {
  const doc = `scenes/document/${id}`;
  const started = await apiPost(request, writer, `${doc}/generate-audio`);
  expect(started.ok(), await started.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (await (await apiGet(request, writer, `${doc}/audio-status`)).json()).data?.overall_status,
      { timeout: 90_000, message: `audio of ${id} to be generated` },
    )
    .toBe('completed');
};
