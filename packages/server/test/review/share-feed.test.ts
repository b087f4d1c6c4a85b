import Parser from 'rss-parser';

import { login, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { castSuggested, fetchSigned, generate, generationEnd, mp3 } from '../audio/helpers';
import { userId } from '../documents/helpers';
import { fountain, manyLines, uploadDraft } from '../drafts/helpers';
import { SHARE_URL_TTL_S } from '../../src/services/sharing/share-fns';
import { revoke, share } from './helpers';

/**
 * The private podcast feed, read by a real feed parser as podcast apps read it: one
 * item per shared draft, newest first, each enclosure's length the bytes its stable address
 * serves once its redirect is followed; a revoked or expired link answers 404 everywhere.
 */
const DAY_MS = 86_400_000;
let clock = Date.now();
let t: TestApp;
let s: Session;
let one: string;
let two: string;

type Item = { title: string; guid: string; itunes: { duration: string } };
const parser = new Parser<Record<string, never>, Item>();

/** A processed draft (the next of `draftOf` when given), cast and fully voiced. */
async function voicedDraft(scenes: number, draftOf?: string): Promise<string> {
  const { id, processed } = await uploadDraft(t, s, fountain(manyLines(scenes)), draftOf);
  if (processed.body.data.status !== 'completed') throw new Error('processing failed');
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  return id;
}

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:share-feed');
  one = await voicedDraft(1);
  two = await voicedDraft(2, one);
});
afterAll(() => t.close());
// The clock jumps past the access token's life: each test signs in again at its time.
beforeEach(async () => {
  s = await login(t, s.email);
});

/** Path and query of an address naming the app (PUBLIC_URL in tests is another port). */
const local = (url: string) => {
  const { pathname, search } = new URL(url, t.base);
  return pathname + search;
};

const feedOf = (token: string) => t.http(`/api/v1/shared/${encodeURIComponent(token)}/feed.xml`);

/** The bytes a podcast app gets for an enclosure: its 302 followed to the signed URL. */
async function served(url: string): Promise<Buffer> {
  const redirect = await t.http(local(url));
  expect(redirect.status).toBe(302);
  const file = await fetchSigned(t, redirect.headers.get('location')!);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

const seconds = (duration: string) =>
  duration.split(':').reduce((total, part) => total * 60 + Number(part), 0);

it('lists every shared draft newest first; each enclosure serves exactly its length', async () => {
  const linkOne = (await share(t, s, one)).body.data;
  await share(t, s, two);
  expect(linkOne.feed_url).toMatch(/\/api\/v1\/shared\/.+\/feed\.xml$/);

  const res = await t.http(local(linkOne.feed_url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
  const feed = await parser.parseString(await res.text());

  expect(feed.title).toBe('The Lighthouse Keeper');
  expect(feed.link).toBe(linkOne.url);
  expect(feed.items.map((i) => i.title)).toEqual([
    'The Lighthouse Keeper — draft 2',
    'The Lighthouse Keeper — draft 1',
  ]);
  for (const [item, id] of feed.items.map((i, n) => [i, [two, one][n]] as const)) {
    expect(item.enclosure?.type).toBe('audio/mpeg');
    expect(item.enclosure?.url).toMatch(new RegExp(`/audio/${id}\\.mp3$`));
    const bytes = await served(item.enclosure!.url);
    expect(bytes.length).toBe(Number(item.enclosure!.length));
    const { looksLikeMp3, durationMs } = mp3(bytes);
    expect(looksLikeMp3).toBe(true);
    expect(seconds(item.itunes.duration)).toBe(Math.ceil(durationMs / 1000));
  }
  // The longer draft lasts longer.
  expect(seconds(feed.items[0].itunes.duration)).toBeGreaterThan(
    seconds(feed.items[1].itunes.duration),
  );
});

it('a draft whose own link is revoked leaves the feed, and its enclosure is 404', async () => {
  const linkOne = (await share(t, s, one)).body.data;
  const linkTwo = (await share(t, s, two)).body.data;
  const twoAddress = linkOne.feed_url.replace(/feed\.xml$/, `audio/${two}.mp3`);
  expect((await t.http(local(twoAddress))).status).toBe(302);

  expect((await revoke(t, s, two)).status).toBe(204);
  const feed = await parser.parseString(await (await feedOf(linkOne.token)).text());
  expect(feed.items.map((i) => i.title)).toEqual(['The Lighthouse Keeper — draft 1']);
  expect((await t.http(local(twoAddress))).status).toBe(404);
  expect((await feedOf(linkTwo.token)).status).toBe(404);
});

it('a revoked link: the feed and every enclosure answer 404', async () => {
  const link = (await share(t, s, one)).body.data;
  const address = link.feed_url.replace(/feed\.xml$/, `audio/${one}.mp3`);
  const redirect = await t.http(local(address));
  expect(redirect.status).toBe(302);
  const signed = redirect.headers.get('location')!;
  expect((await revoke(t, s, one)).status).toBe(204);
  expect((await feedOf(link.token)).status).toBe(404);
  expect((await t.http(local(address))).status).toBe(404);
  // What it signed before the revoke dies within 15 minutes, as a shared read's URLs do.
  clock += (SHARE_URL_TTL_S + 1) * 1000;
  const late = await fetchSigned(t, signed);
  await late.arrayBuffer();
  expect(late.status).toBe(403);
});

it('an expired link answers 404, as does a draft whose own link expired; a made-up token too', async () => {
  const link = (await share(t, s, one, { expires_in_days: 2 })).body.data;
  await share(t, s, two, { expires_in_days: 1 });
  const address = link.feed_url.replace(/feed\.xml$/, `audio/${one}.mp3`);
  const twoAddress = link.feed_url.replace(/feed\.xml$/, `audio/${two}.mp3`);
  expect((await feedOf(link.token)).status).toBe(200);
  expect((await t.http(local(twoAddress))).status).toBe(302);
  // Another user's script, or a draft that is not shared, is no enclosure of this feed.
  const other = link.feed_url.replace(/feed\.xml$/, `audio/${crypto.randomUUID()}.mp3`);
  expect((await t.http(local(other))).status).toBe(404);
  expect((await t.http(local(address.replace(/\.mp3$/, '.wav')))).status).toBe(400);
  expect((await feedOf('not-a-token')).status).toBe(404);

  clock += DAY_MS + 1000;
  const feed = await parser.parseString(await (await feedOf(link.token)).text());
  expect(feed.items.map((i) => i.title)).toEqual(['The Lighthouse Keeper — draft 1']);
  expect((await t.http(local(twoAddress))).status).toBe(404);

  clock += DAY_MS;
  expect((await feedOf(link.token)).status).toBe(404);
  expect((await t.http(local(address))).status).toBe(404);
});
