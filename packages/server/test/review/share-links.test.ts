import { eq } from 'drizzle-orm';

import { PLANS, SHARE_MESSAGES } from '@castmyscript/api/contract';

import { shareLinks } from '../../src/db/schema';
import { sha256 } from '../../src/services/auth/auth-fns';
import { SHARE_URL_TTL_S } from '../../src/services/sharing/share-fns';
import { get, login, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { fetchSigned, lines } from '../audio/helpers';
import { userId } from '../documents/helpers';
import { call, lineIds, revoke, share, shared, voicedScript } from './helpers';

/**
 * Share links on either stack: security check 50 and the new checks 52-54
 * (docs/security-checks-review.md). The clock is the app's, so links and URLs expire at will;
 * sessions are signed in again after the clock jumps days ahead.
 */
const DAY_MS = 86_400_000;
let clock = Date.now();
let t: TestApp;
let s: Session;
let doc: string;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:share');
  doc = await voicedScript(t, s, 6);
});
afterAll(() => t.close());
// The clock jumps ahead in some tests: each starts with a session valid at its time.
beforeEach(async () => {
  s = await login(t, s.email);
});

const rowsOf = (id: string) =>
  t.deps.database.db.select().from(shareLinks).where(eq(shareLinks.documentId, id));
/** A GET as the player sends it (S3 signs the method: a HEAD is another request), body read. */
async function fetched(url: string) {
  const res = await fetchSigned(t, url);
  await res.arrayBuffer();
  return res;
}

describe('making, showing and revoking a link', () => {
  it('check 50: the token is 32 random bytes (base64url); only its SHA-256 and a sealed copy are stored', async () => {
    const res = await share(t, s, doc);
    expect(res.status).toBe(201);
    const { token, url, expires_at, allow_download } = res.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${t.config.publicUrl}/listen/${token}`);
    expect(Date.parse(expires_at)).toBe(clock + 14 * DAY_MS);
    expect(allow_download).toBe(false);
    const [row] = await rowsOf(doc);
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.tokenSealed).not.toContain(token.slice(0, 12));
  });

  it('check 52: a second POST returns the live link (same token), with the options given applied', async () => {
    const first = (await share(t, s, doc)).body.data;
    const again = await share(t, s, doc);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first);
    const bodiless = await post(t, `documents/${doc}/share`, undefined, s.access);
    expect([bodiless.status, bodiless.body.data]).toEqual([201, first]);
    const changed = await share(t, s, doc, { allow_download: true, expires_in_days: 30 });
    expect(changed.body.data).toMatchObject({
      token: first.token,
      url: first.url,
      allow_download: true,
      expires_at: new Date(clock + 30 * DAY_MS).toISOString(),
    });
    const state = await get(t, `documents/${doc}/share`, s.access);
    expect(state.status).toBe(200);
    expect(state.body.data.share).toEqual(changed.body.data);
    expect(await rowsOf(doc)).toHaveLength(1);
    await share(t, s, doc, { allow_download: false, expires_in_days: 14 });
  });

  it('check 52: a link whose sealed token no longer opens (secret changed) is replaced by the next POST', async () => {
    const own = await voicedScript(t, s, 2, 'Sealed');
    const old = (await share(t, s, own)).body.data;
    await t.deps.database.db
      .update(shareLinks)
      .set({ tokenSealed: 'AAAA' })
      .where(eq(shareLinks.documentId, own));
    expect((await get(t, `documents/${own}/share`, s.access)).body.data.share).toBeNull();
    const next = await share(t, s, own);
    expect(next.status).toBe(201);
    expect(next.body.data.token).not.toBe(old.token);
    expect((await shared(t, old.token)).status).toBe(404);
    expect((await shared(t, next.body.data.token)).status).toBe(200);
  });

  it('check 50: expires_in_days outside 1..90 or not a whole number gets 400 with the message', async () => {
    for (const days of [0, 91, 1.5, '7', -3]) {
      const res = await share(t, s, doc, { expires_in_days: days });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: SHARE_MESSAGES.expiresRange });
    }
    const bad = await share(t, s, doc, { allow_download: 'yes' });
    expect(bad.status).toBe(400);
    for (const days of [1, 90]) {
      const res = await share(t, s, doc, { expires_in_days: days });
      expect(res.status).toBe(201);
      expect(Date.parse(res.body.data.expires_at)).toBe(clock + days * DAY_MS);
    }
  });
});

describe('the shared read', () => {
  it('check 50: no session needed; every line in order with a signed audio URL, scenes and runtime', async () => {
    const link = (await share(t, s, doc)).body.data;
    const res = await shared(t, link.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const data = res.body.data;
    expect(data.title).toBeTruthy();
    expect(data.allow_download).toBe(false);
    expect(data.lines.map((l) => l._id)).toEqual(await lineIds(t, s, doc));
    expect(data.lines.map((l) => l.scene_index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(data.lines.map((l) => l.dialog)).toEqual(lines(6).map((l) => l.dialog));
    expect(data.lines.every((l) => l.audio_url && l.duration_s! > 0)).toBe(true);
    expect(data.runtime.scenes.length).toBeGreaterThan(0);
    expect(data.runtime.measured_s).toBeGreaterThan(0);
    const audio = await fetched(data.lines[2].audio_url!);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
  });

  it('check 53: its audio URLs live 15 minutes at most, and never past the link', async () => {
    const link = (await share(t, s, doc, { expires_in_days: 1 })).body.data;
    const read = (await shared(t, link.token)).body.data;
    expect(Date.parse(read.urls_expire_at)).toBe(clock + SHARE_URL_TTL_S * 1000);
    const url = read.lines[0].audio_url!;
    clock += (SHARE_URL_TTL_S + 1) * 1000;
    expect((await fetched(url)).status).toBe(403);
    // Renewed by reading again while the link lives.
    const renewed = (await shared(t, link.token)).body.data;
    expect((await fetched(renewed.lines[0].audio_url!)).status).toBe(200);
    clock = Date.parse(link.expires_at) - 60_000;
    const late = (await shared(t, link.token)).body.data;
    expect(late.urls_expire_at).toBe(link.expires_at);
    await share(t, s, doc, { expires_in_days: 14 });
  });

  it("check 54: the combined download only when the link and the writer's plan allow it", async () => {
    const link = (await share(t, s, doc, { allow_download: true })).body.data;
    const path = `shared/${link.token}/download-audio`;
    // The writer is on Free: the listener is told the link does not allow it, not about the plan.
    const free = await post(t, path);
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(SHARE_MESSAGES.noDownload);
    const starter = PLANS.find((p) => p.package_name === 'starter_monthly')!;
    const now = new Date(clock);
    await t.deps.credits.startPeriod(
      await userId(t, s),
      {
        plan: starter.package_name,
        allowance: starter.monthlyCredits,
        anchor: now,
        periodStart: now,
        periodEnd: new Date(clock + 30 * DAY_MS),
      },
      'test-period:share',
    );
    const paid = await post(t, path);
    expect(paid.status).toBe(200);
    const file = await fetched(paid.body.data.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('_combined.mp3');
    await share(t, s, doc, { allow_download: false });
    const closed = await post(t, path);
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(SHARE_MESSAGES.noDownload);
  });
});

describe('revocation and expiry', () => {
  it('check 50: after DELETE (204) the token answers 404 on every shared route; a new POST makes a new token', async () => {
    const own = await voicedScript(t, s, 3, 'Revoked');
    const link = (await share(t, s, own, { allow_download: true })).body.data;
    const [lineId] = await lineIds(t, s, own);
    expect((await shared(t, link.token)).status).toBe(200);
    const gone = await revoke(t, s, own);
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    await expectDead(link.token, lineId);
    s = await login(t, s.email);
    expect((await get(t, `documents/${own}/share`, s.access)).body.data.share).toBeNull();
    expect((await revoke(t, s, own)).status).toBe(204);
    const next = (await share(t, s, own)).body.data;
    expect(next.token).not.toBe(link.token);
    expect((await shared(t, next.token)).status).toBe(200);
    expect((await shared(t, link.token)).status).toBe(404);
  });

  it('check 53: revoking stops the URLs it signed from being renewed; those signed die within 15 minutes', async () => {
    const own = await voicedScript(t, s, 2, 'Renew');
    const link = (await share(t, s, own)).body.data;
    const url = (await shared(t, link.token)).body.data.lines[0].audio_url!;
    expect((await fetched(url)).status).toBe(200);
    expect((await revoke(t, s, own)).status).toBe(204);
    const renewal = await shared(t, link.token);
    expect(renewal.status).toBe(404);
    expect(renewal.body.data).toBeUndefined();
    clock += (SHARE_URL_TTL_S + 1) * 1000;
    expect((await fetched(url)).status).toBe(403);
  });

  it('check 50: a link answers until its expiry and 404 from then on (controllable clock)', async () => {
    const own = await voicedScript(t, s, 2, 'Expiry');
    const link = (await share(t, s, own, { expires_in_days: 3 })).body.data;
    const [lineId] = await lineIds(t, s, own);
    clock += 3 * DAY_MS - 1000;
    expect((await shared(t, link.token)).status).toBe(200);
    clock += 1000;
    await expectDead(link.token, lineId);
    s = await login(t, s.email);
    expect((await get(t, `documents/${own}/share`, s.access)).body.data.share).toBeNull();
    const next = await share(t, s, own);
    expect(next.status).toBe(201);
    expect(next.body.data.token).not.toBe(link.token);
    expect(Date.parse(next.body.data.expires_at)).toBe(clock + 14 * DAY_MS);
    expect((await shared(t, link.token)).status).toBe(404);
  });

  it('check 50: deleting the script ends its link', async () => {
    const own = await voicedScript(t, s, 2, 'Deleted');
    const link = (await share(t, s, own)).body.data;
    expect((await shared(t, link.token)).status).toBe(200);
    expect((await call(t, 'DELETE', `documents/${own}`, s.access)).status).toBe(200);
    expect((await shared(t, link.token)).status).toBe(404);
    expect(await rowsOf(own)).toEqual([]);
  });

  it('check 50: an unknown or malformed token is 404 like a revoked one', async () => {
    for (const token of ['x', 'A'.repeat(43), 'not a token at all', '%00'])
      expect((await shared(t, token)).status).toBe(404);
    expect((await shared(t, 'A'.repeat(201))).status).toBe(400);
  });
});

/** Every shared route answers 404 with the one message for a dead link. */
async function expectDead(token: string, lineId: string) {
  const read = await shared(t, token);
  expect(read.status).toBe(404);
  expect(read.body).toEqual({ status: 'error', message: SHARE_MESSAGES.notValid });
  const note = await post(t, `shared/${token}/notes`, {
    scene_id: lineId,
    text: 'Lovely beat here.',
    author_name: 'Pat',
  });
  expect(note.status).toBe(404);
  expect(note.body.message).toBe(SHARE_MESSAGES.notValid);
  const download = await post(t, `shared/${token}/download-audio`);
  expect(download.status).toBe(404);
  expect(download.body.message).toBe(SHARE_MESSAGES.notValid);
}
