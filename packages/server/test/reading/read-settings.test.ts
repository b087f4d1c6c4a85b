import type { ReadSettings, RuntimeData } from '@castmyscript/api/contract';

import { get, type Session, signedInUser } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import {
  audioUrls,
  audioStatus,
  castSuggested,
  emptyLog,
  generate,
  generationEnd,
  mp3,
  script,
} from '../audio/helpers';
import { closeReadingApp, put, startReadingApp } from './helpers';

/**
 * The read settings of a script (narrator policy, pronunciations, pause) and the
 * runtime report, through real HTTP with the offline engines. A change makes exactly the lines
 * it affects pending.
 */
const log = emptyLog();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  ({ t, s } = await startReadingApp(log, 'test-pack:read'));
});
afterAll(() => closeReadingApp(t));

const LINES = [
  { actor: 'narrator', dialog: 'INT. LIGHTHOUSE - NIGHT', kind: 'scene_heading' },
  { actor: 'narrator', dialog: 'The lamp turns.', kind: 'action' },
  { actor: 'MARA', dialog: 'Cognito is late again.' },
  { actor: 'TOBIAS', dialog: 'The sea keeps its own time.' },
  { actor: 'narrator', dialog: 'CUT TO:', kind: 'transition' },
  { actor: 'narrator', dialog: 'EXT. SHORE - DAY', kind: 'scene_heading' },
  { actor: 'MARA', dialog: 'There he is.' },
];

const settingsOf = async (id: string, session = s) =>
  get(t, `documents/${id}/read-settings`, session.access);
const save = (id: string, body: unknown, session = s) =>
  put(t, `documents/${id}/read-settings`, body, session.access);
const runtime = async (id: string) =>
  (await get(t, `documents/${id}/runtime`, s.access)).body.data as RuntimeData;
const rendered = () => log.batch.map((r) => r.text);

async function voiced(): Promise<string> {
  const id = await script(t, s, LINES);
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  expect((await generationEnd(t, s, id)).overall_status).toBe('completed');
  return id;
}

describe('read settings', () => {
  it('start at the defaults and keep what is saved', async () => {
    const id = await script(t, s, LINES);
    expect((await settingsOf(id)).body.data).toEqual({
      narrator: 'all',
      pronunciations: [],
      pause_ms: 350,
    });
    const chosen: ReadSettings = {
      narrator: 'headings_and_dialogue',
      pronunciations: [{ term: 'Cognito', say_as: 'Kog-NEE-toe' }],
      pause_ms: 600,
    };
    const saved = await save(id, chosen);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Read settings saved.');
    expect((await settingsOf(id)).body.data).toEqual(chosen);
  });

  it.each([
    ['narrator', { narrator: 'sometimes', pronunciations: [], pause_ms: 350 }],
    ['pause_ms', { narrator: 'all', pronunciations: [], pause_ms: 99_999 }],
    [
      'pronunciations',
      { narrator: 'all', pronunciations: [{ term: '', say_as: 'x' }], pause_ms: 350 },
    ],
  ])('refuse a bad %s with 400 naming it, keeping what was saved', async (field, body) => {
    const id = await script(t, s, LINES);
    await save(id, { narrator: 'dialogue_only', pronunciations: [], pause_ms: 400 });
    const refused = await save(id, body);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(field);
    expect((await settingsOf(id)).body.data.narrator).toBe('dialogue_only');
  });

  it("answer 404 for another user's script", async () => {
    const id = await script(t, s, LINES);
    const other = await signedInUser(t);
    expect((await settingsOf(id, other)).status).toBe(404);
    expect(
      (await save(id, { narrator: 'all', pronunciations: [], pause_ms: 350 }, other)).status,
    ).toBe(404);
    expect((await get(t, `documents/${id}/runtime`, other.access)).status).toBe(404);
  });
});

describe('saying a term as the cast voice would', () => {
  const say = (id: string, body: unknown, session = s) =>
    t.http(`/api/v1/documents/${id}/read-settings/say`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access}` },
      body: JSON.stringify(body),
    });

  it("speaks it in the character's voice, respelled, as MP3", async () => {
    const id = await script(t, s, LINES);
    const cast = await castSuggested(t, s, id);
    await save(id, {
      narrator: 'all',
      pronunciations: [{ term: 'Cognito', say_as: 'Kog-NEE-toe' }],
      pause_ms: 350,
    });
    log.single.length = 0;
    const res = await say(id, { text: 'Cognito', actor: 'MARA' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3(new Uint8Array(await res.arrayBuffer())).looksLikeMp3).toBe(true);
    expect(log.single.map((r) => [r.voiceId, r.text])).toEqual([[cast.MARA, 'Kog-NEE-toe']]);
  });

  it('asks for a voice first, refuses an empty word, and hides other users’ scripts', async () => {
    const id = await script(t, s, LINES);
    const uncast = await say(id, { text: 'Cognito', actor: 'MARA' });
    expect(uncast.status).toBe(400);
    expect((await uncast.json()).message).toBe('Assign a voice to this character first.');
    expect((await say(id, { text: '  ' })).status).toBe(400);
    expect((await say(id, { text: 'Cognito' }, await signedInUser(t))).status).toBe(404);
  });
});

describe('a change makes exactly the affected lines pending', () => {
  it('a pronunciation: only the lines with the term are made again, respelled', async () => {
    const id = await voiced();
    log.batch.length = 0;
    await save(id, {
      narrator: 'all',
      pronunciations: [{ term: 'cognito', say_as: 'Kog-NEE-toe' }],
      pause_ms: 350,
    });
    const status = await audioStatus(t, s, id);
    expect(status.counts).toMatchObject({
      total: LINES.length,
      pending: 1,
      completed: LINES.length - 1,
    });
    await generate(t, s, id);
    await generationEnd(t, s, id);
    expect(rendered()).toEqual(['Kog-NEE-toe is late again.']);
  });

  it('dialogue only: narrator lines leave the read, the player and the download, nothing made', async () => {
    const id = await voiced();
    log.batch.length = 0;
    await save(id, { narrator: 'dialogue_only', pronunciations: [], pause_ms: 350 });
    const spoken = LINES.filter((l) => l.actor !== 'narrator').map((l) => l.dialog);
    expect((await audioUrls(t, s, id)).map((l) => l.dialog)).toEqual(spoken);
    expect(await audioStatus(t, s, id)).toMatchObject({
      overall_status: 'completed',
      counts: { total: spoken.length, completed: spoken.length },
    });
    await generate(t, s, id);
    expect(rendered()).toEqual([]);
    // Counted from the rows after Generate: the narrator's rows are gone, not just hidden.
    expect((await audioStatus(t, s, id)).counts.total).toBe(spoken.length);
  });

  it('back to reading everything: the narrator lines are pending again', async () => {
    const id = await voiced();
    await save(id, { narrator: 'headings_and_dialogue', pronunciations: [], pause_ms: 350 });
    await generate(t, s, id);
    await save(id, { narrator: 'all', pronunciations: [], pause_ms: 350 });
    const narrated = LINES.filter((l) => l.kind === 'action' || l.kind === 'transition').length;
    expect((await audioStatus(t, s, id)).counts.pending).toBe(narrated);
  });
});

describe('the runtime report', () => {
  it('estimates before generating and measures the made audio with its pauses after', async () => {
    const id = await script(t, s, LINES);
    const before = await runtime(id);
    expect(before.measured_s).toBeNull();
    expect(before.scenes.map((sc) => [sc.heading, sc.first_index, sc.last_index])).toEqual([
      ['INT. LIGHTHOUSE - NIGHT', 0, 4],
      ['EXT. SHORE - DAY', 5, 6],
    ]);
    expect(before.estimated_s).toBeGreaterThan(0);
    // Nothing is cast yet: there is nothing to make.
    expect(before.making_s).toBe(0);
    await castSuggested(t, s, id);
    // Cast, not made: the offline voices' time to make every line.
    expect((await runtime(id)).making_s).toBeGreaterThan(0);
    await generate(t, s, id);
    await generationEnd(t, s, id);
    const after = await runtime(id);
    expect(after.making_s).toBe(0);
    const made = await audioUrls(t, s, id);
    const audioS = made.reduce((sum, l) => sum + (l.duration_s ?? 0), 0);
    // The default beat is each line's own tail; a scene heading gets one more (350 ms).
    expect(after.measured_s).toBeCloseTo(audioS + 0.35, 1);
    expect(after.scenes.every((sc) => sc.measured_s !== null && sc.pages > 0)).toBe(true);
    // A longer beat adds to the measured time without making anything again.
    await save(id, { narrator: 'all', pronunciations: [], pause_ms: 850 });
    const slower = await runtime(id);
    // Six joins each 500 ms longer, and the extra beat before the second heading too.
    expect(slower.measured_s! - after.measured_s!).toBeCloseTo(3.5, 1);
  });

  it('is on the process list: estimated before generating, measured after', async () => {
    const listed = async (id: string) =>
      (
        (await get(t, 'documents/', s.access)).body.data.documents as Record<string, unknown>[]
      ).find((d) => d._id === id);
    const id = await script(t, s, LINES);
    expect(await listed(id)).toMatchObject({
      runtime_s: (await runtime(id)).estimated_s,
      runtime_measured: false,
    });
    await castSuggested(t, s, id);
    // Listed once more when cast: the making that follows changes no version of the document.
    expect(await listed(id)).toMatchObject({ runtime_measured: false });
    await generate(t, s, id);
    await generationEnd(t, s, id);
    const { measured_s } = await runtime(id);
    expect(measured_s).not.toBeNull();
    expect(await listed(id)).toMatchObject({ runtime_s: measured_s, runtime_measured: true });
    // The list keeps each runtime until what it is made of changes (read-service.ts): a longer
    // beat and a line made again (a new take, shorter or longer) each show at once.
    await save(id, { narrator: 'all', pronunciations: [], pause_ms: 850 });
    const slower = (await runtime(id)).measured_s;
    expect(slower).toBeGreaterThan(measured_s!);
    expect(await listed(id)).toMatchObject({ runtime_s: slower, runtime_measured: true });
  });
});
