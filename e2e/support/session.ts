import type { Page } from '@playwright/test';

import {
  createVerifiedAccount,
  newAccount,
  signInByApi,
  storeSession,
  type Account,
} from './accounts';

// One account per worker: sign-up and its mail are rate limited per client, sign-in is not.
let account: Promise<Account> | undefined;

/** A real signed-in browser: an account verified through the outbox, signed in by the API. */
export const useTestSession = async (page: Page) => {
  const request = page.request;
  account ??= createVerifiedAccount(request, newAccount('session'));
  const ready = await account.catch((error: unknown) => {
    account = undefined;
    throw error;
  });
  await storeSession(page, await signInByApi(request, ready), ready.email);
  return ready;
};
