// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { startFakeElevenLabs } from './fake-elevenlabs';
import { audioUrls, fetchSigned, generate, generationEnd, lines, mp3, script } from './helpers';

/**
 * security check 39 with a failing provider: ElevenLabs (a local stand-in shaped on their API)
 * answering 429 and 503. A transient 429 is retried and the line completes; a provider that keeps
 * failing gets its line marked failed with the reason, and the rest of the script completes.
 */
let fake: Awaited<ReturnType<typeof startFakeElevenLabs>>;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  fake = await startFakeElevenLabs();
  t = await startApp(
    { ...RELAXED_LIMITS, ELEVENLABS_API_KEY: 'test-key', ELEVENLABS_API_BASE: fake.url },
    { voiceEngine: { pool: { size: 1 } } },
  );
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 20, 'test-pack:provider');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
  await fake.close();
});

it('offers both catalogues when a key is set', async () => {
  const voices = (await get(t, 'voices/', s.access)).body.data.voices as {
    voice_id: string;
    provider: string;
  }[];
  expect(voices.filter((v) => v.provider === 'offline').length).toBeGreaterThanOrEqual(16);
  expect(voices.filter((v) => v.provider === 'elevenlabs').map((v) => v.voice_id)).toEqual([
    'elevenlabs-steady',
    'elevenlabs-flaky',
    'elevenlabs-down',
  ]);
});

it('check 39: 429 is retried and the line completes; a 503 that persists fails its line with the reason', async () => {
  const said = [...lines(6, 'Provider'), { actor: 'KEEPER', dialog: 'I keep the light.' }];
  const id = await script(t, s, said);
  const cast = await post(
    t,
    `scenes/document/${id}/voice-assignments`,
    {
      assignments: [
        { actor: 'narrator', voice_id: 'elevenlabs-steady' },
        { actor: 'MARA', voice_id: 'elevenlabs-flaky' },
        { actor: 'TOBIAS', voice_id: 'elevenlabs-down' },
        { actor: 'KEEPER', voice_id: 'offline-robert' },
      ],
    },
    s.access,
  );
  expect(cast.status).toBe(200);
  await generate(t, s, id);
  expect(await generationEnd(t, s, id)).toEqual({
    overall_status: 'error',
    counts: { total: 7, pending: 0, processing: 0, completed: 5, error: 2 },
    reused: 0,
    reused_from: { draft: 0, run: 0 },
  });
  const scenes = await audioUrls(t, s, id);
  for (const line of scenes.filter((l) => l.actor === 'TOBIAS')) {
    expect(line).toMatchObject({ status: 'error', audio_url: null });
    expect(line.error).toMatch(/ElevenLabs did not answer after \d+ attempts.*503/);
  }
  for (const line of scenes.filter((l) => l.actor !== 'TOBIAS')) {
    expect(line.status).toBe('completed');
    const audio = mp3(new Uint8Array(await (await fetchSigned(t, line.audio_url!)).arrayBuffer()));
    expect(audio.looksLikeMp3).toBe(true);
  }
  // Each MARA line was refused once, then made: two calls per line, with the key and neighbours.
  const mara = fake.calls.filter((c) => c.path.startsWith('/v1/text-to-speech/flaky'));
  expect(mara).toHaveLength(4);
  expect(mara.every((c) => c.key === 'test-key')).toBe(true);
  expect(mara[0].body).toMatchObject({ text: said[1].dialog });
  expect(mara[0].body.previous_text).toBeTruthy();
  expect(mara[0].body.next_text).toBeTruthy();
  const down = fake.calls.filter((c) => c.path.startsWith('/v1/text-to-speech/down'));
  // Every TOBIAS line was tried more than once before it was given up.
  expect(down.length).toBeGreaterThan(2 * 2);
});
