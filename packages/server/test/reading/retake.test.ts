import type { AudioScene } from '@castmyscript/api/contract';

import { get, post, type Session, signedInUser } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import { creditsLeft } from '../documents/helpers';
import {
  audioUrls,
  audioStatus,
  castSuggested,
  emptyLog,
  fetchSigned,
  generate,
  generationEnd,
  mp3,
  script,
} from '../audio/helpers';
import { closeReadingApp, put, startReadingApp } from './helpers';

/**
 * One line, another take: a single line re-voiced with another voice, speed or
 * pitch, or new words, through real HTTP with the offline engines. Only that line is made, at
 * once; the take stays with the line, so Generate makes nothing more.
 */
const log = emptyLog();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  ({ t, s } = await startReadingApp(log, 'test-pack:retake'));
});
afterAll(() => closeReadingApp(t));

const LINES = [
  { actor: 'narrator', dialog: 'INT. LIGHTHOUSE - NIGHT', kind: 'scene_heading' },
  { actor: 'narrator', dialog: 'The lamp turns.', kind: 'action' },
  { actor: 'MARA', dialog: 'Cognito is late again.' },
  { actor: 'TOBIAS', dialog: 'The sea keeps its own time.' },
];
const MARA = 2;

const retake = (id: string, lineId: string, body: unknown, session = s) =>
  post(t, `scenes/document/${id}/retake/${lineId}`, body, session.access);

async function voiced(session = s): Promise<{ id: string; lines: AudioScene[] }> {
  const id = await script(t, session, LINES);
  await castSuggested(t, session, id);
  expect((await generate(t, session, id)).status).toBe(200);
  expect((await generationEnd(t, session, id)).overall_status).toBe('completed');
  return { id, lines: await audioUrls(t, session, id) };
}

/** A voice of the catalogue other than `voiceId`. */
async function otherVoice(voiceId: string): Promise<string> {
  const voices = (await get(t, 'voices/', s.access)).body.data.voices as { voice_id: string }[];
  return voices.find((v) => v.voice_id !== voiceId)!.voice_id;
}

describe('another take of one line', () => {
  it('re-voices just that line now, with its voice, speed and pitch, and keeps the take', async () => {
    const { id, lines } = await voiced();
    const cast = (await get(t, `scenes/document/${id}/voice-assignments`, s.access)).body.data
      .assignments as Record<string, string>;
    const voice = await otherVoice(cast.MARA);
    log.batch.length = 0;
    log.single.length = 0;

    const answer = await retake(id, lines[MARA].scene_id, {
      voice_id: voice,
      speed: 1.5,
      pitch: 3,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The new take of this line is ready.');
    const line = answer.body.data as AudioScene;
    expect(line).toMatchObject({
      scene_id: lines[MARA].scene_id,
      status: 'completed',
      take: { voice_id: voice, speed: 1.5, pitch: 3 },
    });
    // Made while the writer waited, alone: the other lines were not touched.
    expect(log.batch).toEqual([]);
    expect(log.single.map((r) => [r.voiceId, r.text, r.speed, r.delivery?.pitch])).toEqual([
      [voice, 'Cognito is late again.', 1.5, 3],
    ]);
    const played = await fetchSigned(t, line.audio_url!);
    const made = mp3(new Uint8Array(await played.arrayBuffer()));
    expect(made.looksLikeMp3).toBe(true);
    expect(line.duration_s).toBeCloseTo(made.durationMs / 1000, 2);
    expect(line.duration_s).toBeLessThan(lines[MARA].duration_s!);

    // Every line plays as it reads now; Generate has nothing left to make.
    const after = await audioUrls(t, s, id);
    expect(after.map((l) => l.audio_url === null)).toEqual(LINES.map(() => false));
    expect(after[MARA].take).toEqual({ voice_id: voice, speed: 1.5, pitch: 3 });
    expect(after.filter((_l, i) => i !== MARA).map((l) => l.take)).toEqual([null, null, null]);
    expect((await audioStatus(t, s, id)).overall_status).toBe('completed');
    await generate(t, s, id);
    expect(log.batch).toEqual([]);
  });

  it('back to the cast voice takes the first take from storage, making nothing', async () => {
    const { id, lines } = await voiced();
    await retake(id, lines[MARA].scene_id, { pitch: -4 });
    log.single.length = 0;
    const back = await retake(id, lines[MARA].scene_id, { voice_id: null, speed: 1, pitch: 0 });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'completed', take: null });
    expect(back.body.data.duration_s).toBe(lines[MARA].duration_s);
    expect(log.single).toEqual([]);
  });

  it('new words: the line reads them and only it is made again', async () => {
    const { id, lines } = await voiced();
    log.batch.length = 0;
    log.single.length = 0;
    const answer = await retake(id, lines[MARA].scene_id, { text: 'Cognito is never late.' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ dialog: 'Cognito is never late.', take: null });
    expect(log.single.map((r) => r.text)).toEqual(['Cognito is never late.']);
    const scenes = (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
    expect(scenes[MARA].dialog ?? scenes[MARA].text).toBe('Cognito is never late.');
    await generate(t, s, id);
    expect(log.batch).toEqual([]);
  });

  it('new words past the pages paid for: 402, nothing charged, changed or made', async () => {
    const free = await signedInUser(t); // Free: 5 pages a month, one spent on the script
    const { id, lines } = await voiced(free);
    const before = await creditsLeft(t, free);
    log.single.length = 0;
    const speech = 'the sea keeps its own time and the lamp keeps ours '.repeat(300).trim();
    const refused = await retake(id, lines[MARA].scene_id, { text: speech }, free);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Insufficient credits - payment required');
    expect(await creditsLeft(t, free)).toBe(before);
    expect(log.single).toEqual([]);
    expect((await audioUrls(t, free, id))[MARA]).toMatchObject({
      dialog: LINES[MARA].dialog,
      status: 'completed',
    });
  });

  it.each([
    ['speed', { speed: 3 }, 'Speed must be between 0.5 and 2'],
    ['pitch', { pitch: 1.5 }, 'Pitch must be a whole number of semitones from -6 to 6'],
    ['pitch', { pitch: -7 }, 'Pitch must be a whole number of semitones from -6 to 6'],
    ['nothing', {}, 'Change the voice, speed, pitch or text to make another take'],
    ['voice_id', { voice_id: 'no-such-voice' }, 'That voice is not in the catalogue'],
  ])('refuses a bad %s with 400 and says why', async (_field, body, message) => {
    const { id, lines } = await voiced();
    const refused = await retake(id, lines[MARA].scene_id, body);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
    expect((await audioUrls(t, s, id))[MARA].take).toBeNull();
  });

  it("hides other users' lines and refuses a line the narrator policy leaves out", async () => {
    const { id, lines } = await voiced();
    const other = await signedInUser(t);
    expect((await retake(id, lines[MARA].scene_id, { pitch: 2 }, other)).status).toBe(404);
    const { id: elsewhere } = await voiced();
    expect((await retake(elsewhere, lines[MARA].scene_id, { pitch: 2 })).status).toBe(404);
    await put(
      t,
      `documents/${id}/read-settings`,
      { narrator: 'dialogue_only', pronunciations: [], pause_ms: 350 },
      s.access,
    );
    const left = await retake(id, lines[1].scene_id, { pitch: 2 });
    expect(left.status).toBe(409);
    expect(left.body.message).toBe(
      'This line is left out of the read. Choose "Read everything" to voice it.',
    );
  });
});
