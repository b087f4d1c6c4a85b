// @scaled-too: storage (an S3 bucket and its presigned URLs)
import { PLANS } from '@castmyscript/api/contract';

import { login, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { fetchSigned } from '../audio/helpers';
import { userId } from '../documents/helpers';
import { SHARE_URL_TTL_S } from '../../src/services/sharing/share-fns';
import { revoke, share, voicedScript } from './helpers';

/**
 * Security check "Input, logs, metrics and mail" 2 (docs/security.md): the combined MP3's URL
 * signed for a shared read lives as its line URLs do, 15 minutes at most and never past the
 * link, so a revoked link's download dies within 15 minutes as its lines do. The app's clock
 * moves; the signed URL is fetched as the browser would.
 */
const DAY_MS = 86_400_000;
let clock = Date.now();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
  const id = await userId(t, s);
  await t.deps.credits.grantPaygo(id, 200, 'test-pack:share-download');
  // Downloads are for paid plans: the writer is on a monthly plan for a year.
  const starter = PLANS.find((p) => p.package_name === 'starter_monthly')!;
  const now = new Date(clock);
  await t.deps.credits.startPeriod(
    id,
    {
      plan: starter.package_name,
      allowance: starter.monthlyCredits,
      anchor: now,
      periodStart: now,
      periodEnd: new Date(clock + 365 * DAY_MS),
    },
    'test-period:share-download',
  );
});
afterAll(() => t.close());
// The clock jumps past the access token's life: each test signs in again at its time.
beforeEach(async () => {
  s = await login(t, s.email);
});

async function fetched(url: string) {
  const res = await fetchSigned(t, url);
  await res.arrayBuffer();
  return res.status;
}

async function downloadUrl(token: string): Promise<string> {
  const res = await post(t, `shared/${token}/download-audio`);
  expect(res.status).toBe(200);
  return res.body.data.download_url;
}

it('a revoked link: the download URL it signed is refused once 15 minutes have passed', async () => {
  const doc = await voicedScript(t, s, 2, 'Revoked');
  const link = (await share(t, s, doc, { allow_download: true })).body.data;
  const url = await downloadUrl(link.token);
  expect(await fetched(url)).toBe(200);
  expect((await revoke(t, s, doc)).status).toBe(204);
  clock += (SHARE_URL_TTL_S + 1) * 1000;
  expect(await fetched(url)).toBe(403);
});

it('a live link: the download URL lives 15 minutes, and never past the link', async () => {
  const doc = await voicedScript(t, s, 2, 'Live');
  const link = (await share(t, s, doc, { allow_download: true, expires_in_days: 1 })).body.data;
  const url = await downloadUrl(link.token);
  clock += (SHARE_URL_TTL_S - 5) * 1000;
  expect(await fetched(url)).toBe(200);
  clock += 6 * 1000;
  expect(await fetched(url)).toBe(403);
  // Five minutes before the link ends, the URL ends with it.
  clock = Date.parse(link.expires_at) - 5 * 60_000;
  const late = await downloadUrl(link.token);
  clock += 5 * 60_000 + 1000;
  expect(await fetched(late)).toBe(403);
});
