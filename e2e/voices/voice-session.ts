import { expect, type APIRequestContext, type Page } from '@playwright/test';

import {
  createVerifiedAccount,
  newAccount,
  signInByApi,
  storeSession,
  type Tokens,
} from '../support/accounts';
import { continueProcessing, uploadScript } from '../studio/upload-page';
import { shortScript } from './short-script';

export type Session = { tokens: Tokens; email: string };

/** A fresh verified account (on Free, as every new account), signed in in the browser. */
export const freshWriter = async (page: Page, label: string): Promise<Session> => {
  const account = await createVerifiedAccount(page.request, newAccount(label));
  const tokens = await signInByApi(page.request, account);
  await storeSession(page, tokens, account.email);
  return { tokens, email: account.email };
};

/** An API call as the writer (the e2e request context holds no session of its own). */
export const asWriter = (request: APIRequestContext, session: Session) => {
  const headers = { authorization: `Bearer ${session.tokens.access_token}` };
  return {
    get: (path: string) => request.get(`/api/v1/${path}`, { headers }),
    post: (path: string, data?: unknown) => request.post(`/api/v1/${path}`, { headers, data }),
  };
};

/** Uploads and processes the short script through the Upload step; returns its document id. */
export const processShortScript = async (page: Page) => {
  await uploadScript(page, shortScript());
  await continueProcessing(page);
  await expect(page).toHaveURL(/\/dashboard\/process\/[^/]+\/scenes$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/')[3];
};

/**
 * Casts every character with the server's suggestion and generates the audio through the API,
 * waiting until it is done (for journeys whose subject is what comes after).
 */
export const generateByApi = async (page: Page, session: Session, documentId: string) => {
  const api = asWriter(page.request, session);
  const doc = `scenes/document/${documentId}`;
  const actors = (await (await api.get(`${doc}/actors`)).json()).data.actors as string[];
  const casting = (await (await api.get(`${doc}/voice-assignments`)).json()).data as {
    suggested?: Record<string, string>;
  };
  const saved = await api.post(`${doc}/voice-assignments`, {
    assignments: actors.map((actor) => ({ actor, voice_id: casting.suggested?.[actor] ?? '' })),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const started = await api.post(`${doc}/generate-audio`);
  expect(started.ok(), await started.text()).toBe(true);
  await expect
    .poll(async () => (await (await api.get(`${doc}/audio-status`)).json()).data.overall_status, {
      timeout: 60_000,
      message: 'audio generation to complete',
    })
    .toBe('completed');
};
