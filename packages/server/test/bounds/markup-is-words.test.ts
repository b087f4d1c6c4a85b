import { OFFLINE_VOICES } from '../../src/adapters/tts/offline/offline-catalogue';
import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import {
  audioUrls,
  castSuggested,
  fetchSigned,
  generate,
  generationEnd,
  lines,
  mp3,
  script,
  send,
} from '../audio/helpers';

jest.setTimeout(120_000);

/**
 * Markup in a line is words: a break tag typed into the script must not make the engine fall
 * silent for a minute. Through the HTTP API: the line's text is changed, Generate makes it, and
 * the stored MP3 lasts what a short sentence lasts.
 */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:markup');
});
afterAll(() => t.close());

async function durationOf(id: string, index: number) {
  const scene = (await audioUrls(t, s, id))[index];
  const bytes = new Uint8Array(await (await fetchSigned(t, scene.audio_url!)).arrayBuffer());
  return mp3(bytes).durationMs;
}

it('a break tag in a line adds no silence; the line lasts what its words last', async () => {
  const id = await script(t, s, lines(2));
  await castSuggested(t, s, id);
  // eSpeak-NG is the engine that reads SSML; the narrator speaks the changed line.
  const espeak = OFFLINE_VOICES.find((v) => v.settings.engine === 'espeak-ng')!.voiceId;
  const cast = await post(
    t,
    `scenes/document/${id}/voice-assignments`,
    { assignments: [{ actor: 'narrator', voice_id: espeak }] },
    s.access,
  );
  expect(cast.status).toBe(200);
  const [first] = await audioUrls(t, s, id);
  const text = encodeURIComponent('Hi <break time="60s"/> there.');
  const updated = await send(
    t,
    'PUT',
    `scenes/${first.scene_id}/update-text?scene_text=${text}`,
    s.access,
  );
  expect(updated.status).toBe(200);
  expect((await generate(t, s, id)).status).toBe(200);
  expect((await generationEnd(t, s, id, 100_000)).overall_status).toBe('completed');
  // Two words and a stop, with the line's pauses either side: a few seconds, never a minute.
  const ms = await durationOf(id, 0);
  if (process.env.BOUNDS_REPORT) process.stdout.write(`the markup line lasts ${ms} ms\n`);
  expect(ms).toBeLessThan(8_000);
});
