import { PLANS, TITLE_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { renderPdf } from '../parsing/helpers/render';
import { SCRIPT_PAGES, TITLE_PAGE } from '../parsing/helpers/script';
import {
  castSuggested,
  fetchSigned,
  generate,
  generationEnd,
  lines,
  script,
} from '../audio/helpers';
import { fountain, manyLines, uploadDraft } from '../drafts/helpers';
import { finalStatus, PDF, uploadScript, userId } from './helpers';

/**
 * The script's title, through real HTTP: named by the title page (else the file name
 * without extension), renamed by PATCH documents/{id} for every draft of the script, and written
 * into the combined MP3's tags.
 */
let t: TestApp;
const clock = Date.now();
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

async function writer(): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 100, `title-pack:${s.email}`);
  return s;
}

async function patch(path: string, body: unknown, token?: string) {
  const res = await t.http(`/api/v1/${path}`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const titleOf = async (s: Session, id: string) =>
  (await get(t, `documents/${id}`, s.access)).body.data.title as string;

async function processedPdf(s: Session, pdf: Uint8Array, name: string) {
  const id = await uploadScript(t, s, Buffer.from(pdf), PDF, name);
  await post(t, `documents/${id}/process`, undefined, s.access);
  expect((await finalStatus(t, s, id)).status).toBe('completed');
  return id;
}

/** A Fountain script whose title page says `title` (the file is "The Lighthouse Keeper.fountain"). */
const titled = (title: string, scenes = manyLines(2)) =>
  Buffer.from(
    fountain(scenes).toString().replace('Title: The Lighthouse Keeper', `Title: ${title}`),
  );

describe('where the title comes from', () => {
  it('the title page, once processed', async () => {
    const s = await writer();
    const id = await processedPdf(s, renderPdf([TITLE_PAGE, ...SCRIPT_PAGES]), 'draft-7.pdf');
    expect(await titleOf(s, id)).toBe('THE LIGHTHOUSE KEEPER');
    const listed = (await get(t, 'documents/', s.access)).body.data.documents;
    expect(listed.find((d: { _id: string }) => d._id === id).title).toBe('THE LIGHTHOUSE KEEPER');
    // The activity written as processing ends names the script as History does, not its file.
    const activities = (await get(t, 'users/activities/recent?limit=50', s.access)).body.data as {
      action: string;
      description: string;
    }[];
    const done = activities.find((a) => a.action === 'Processing Completed');
    expect(done?.description).toMatch(/^“THE LIGHTHOUSE KEEPER” is ready/);
  });

  it('the file name without extension when there is no title page', async () => {
    const s = await writer();
    const id = await processedPdf(s, renderPdf(SCRIPT_PAGES), 'Harbour Night.pdf');
    expect(await titleOf(s, id)).toBe('Harbour Night');
  });

  it('Fountain Title:', async () => {
    const s = await writer();
    const { id } = await uploadDraft(t, s, titled('Salt and Lamp'));
    expect(await titleOf(s, id)).toBe('Salt and Lamp');
  });
});

describe('PATCH documents/{id} { title }', () => {
  it('renames the script: every draft shows it, and a later title page leaves it', async () => {
    const s = await writer();
    const one = await uploadDraft(t, s, titled('Salt and Lamp'));
    const two = await uploadDraft(t, s, titled('Salt and Lamp'), one.id);
    const res = await patch(`documents/${two.id}`, { title: '  The Keeper’s Log  ' }, s.access);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: two.id, title: 'The Keeper’s Log' });
    expect(await titleOf(s, one.id)).toBe('The Keeper’s Log');
    expect(await titleOf(s, two.id)).toBe('The Keeper’s Log');
    const three = await uploadDraft(t, s, titled('Another Name'), two.id);
    expect(await titleOf(s, three.id)).toBe('The Keeper’s Log');
    expect(await titleOf(s, one.id)).toBe('The Keeper’s Log');
  });

  it('a title page names every draft of a script nobody renamed', async () => {
    const s = await writer();
    const one = await uploadDraft(t, s, titled('Salt and Lamp'));
    const two = await uploadDraft(t, s, titled('Salt and Tide'), one.id);
    expect(await titleOf(s, two.id)).toBe('Salt and Tide');
    expect(await titleOf(s, one.id)).toBe('Salt and Tide');
  });

  it('blank or over-long: 400 naming the field, with a clear message; nothing renamed', async () => {
    const s = await writer();
    const { id } = await uploadDraft(t, s, titled('Salt and Lamp'));
    const cases: [unknown, string][] = [
      [{ title: '   ' }, TITLE_MESSAGES.blank],
      [{ title: '' }, TITLE_MESSAGES.blank],
      [{ title: 'x'.repeat(201) }, TITLE_MESSAGES.tooLong],
      [{}, TITLE_MESSAGES.blank],
    ];
    for (const [body, message] of cases) {
      const res = await patch(`documents/${id}`, body, s.access);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.data.field).toBe('body.title');
    }
    expect((await patch(`documents/${id}`, { title: 'x'.repeat(200) }, s.access)).status).toBe(200);
  });

  it('another user’s document, or none: 404, and it keeps its title', async () => {
    const owner = await writer();
    const { id } = await uploadDraft(t, owner, titled('Salt and Lamp'));
    const other = await writer();
    for (const target of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await patch(`documents/${target}`, { title: 'Mine now' }, other.access);
      expect(res.status).toBe(404);
    }
    expect((await patch(`documents/${id}`, { title: 'Mine now' })).status).toBe(401);
    expect(await titleOf(owner, id)).toBe('Salt and Lamp');
  });
});

/** The ID3v2 text frame TIT2 holding `title` as UTF-16 with a byte-order mark. */
function hasTitleFrame(bytes: Uint8Array, title: string): boolean {
  const text = Buffer.from(`\ufeff${title}`, 'utf16le');
  const frame = Buffer.concat([Buffer.from('TIT2'), Buffer.alloc(6), Buffer.from([1]), text]);
  const body = frame.subarray(10);
  return Buffer.from(bytes.subarray(0, 4096)).includes(body);
}

it('the combined MP3 carries the title in its tags, renamed too, under the spec’s file name', async () => {
  const s = await writer();
  const starter = PLANS.find((p) => p.package_name === 'starter_monthly')!;
  await t.deps.credits.startPeriod(
    await userId(t, s),
    {
      plan: starter.package_name,
      allowance: starter.monthlyCredits,
      anchor: new Date(clock),
      periodStart: new Date(clock),
      periodEnd: new Date(clock + 30 * 86_400_000),
    },
    `title-period:${s.email}`,
  );
  const id = await script(t, s, lines(2));
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  const download = async () => {
    const res = await post(t, `scenes/document/${id}/download-audio`, undefined, s.access);
    const file = await fetchSigned(t, res.body.data.download_url);
    expect(file.headers.get('content-disposition')).toContain(`${id}_combined.mp3`);
    return new Uint8Array(await file.arrayBuffer());
  };
  expect(hasTitleFrame(await download(), 'THE LIGHTHOUSE KEEPER')).toBe(true);
  expect((await patch(`documents/${id}`, { title: 'Nachtwache — Ü' }, s.access)).status).toBe(200);
  const renamed = await download();
  expect(hasTitleFrame(renamed, 'Nachtwache — Ü')).toBe(true);
  expect(hasTitleFrame(renamed, 'THE LIGHTHOUSE KEEPER')).toBe(false);
});
