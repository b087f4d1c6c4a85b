import { RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { type emptyLog, watchedEngine } from '../audio/helpers';

/** The app with the offline voices watched, and a writer holding 100 pay-as-you-go pages. */
export async function startReadingApp(log: ReturnType<typeof emptyLog>, pack: string) {
  const t = await startApp(RELAXED_LIMITS, { voiceEngine: watchedEngine(log) });
  const s: Session = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 100, pack);
  return { t, s };
}

/** Closes it once the ledger is seen to agree with the balances. */
export async function closeReadingApp(t: TestApp) {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
}

/** PUT with a JSON body, as the screens send it. */
export async function put(t: TestApp, path: string, body: unknown, token?: string) {
  const res = await t.http(`/api/v1/${path}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
