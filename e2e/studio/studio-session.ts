import type { Page } from '@playwright/test';

import { createVerifiedAccount, newAccount, signInByApi, storeSession } from '../support/accounts';

/**
 * A fresh signed-in account per journey: each processes a script and spends its own free pages,
 * so one journey's spending never decides another's outcome.
 */
export const freshSession = async (page: Page, label: string) => {
  const account = await createVerifiedAccount(page.request, newAccount(label));
  await storeSession(page, await signInByApi(page.request, account), account.email);
  return account;
};
