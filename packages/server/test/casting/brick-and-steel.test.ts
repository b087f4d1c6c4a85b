import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { processedScript, userId } from '../documents/helpers';

/**
 * "Direct the read", casting that fits, as a new user meets it: Brick & Steel from the shared
 * corpus (read from ../shared/corpus beside the project, never copied in), uploaded, parsed and
 * cast by the suggestion. The script makes BRICK a retired police detective ("his former
 * partner") and COGNITO a man ("Steel SMACKS him", "As he rattles off the long list").
 */
const corpus = resolve(__dirname, '../../../../../shared/corpus');

let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 1 } } });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 10, 'test-pack:casting');
});
afterAll(async () => {
  await t.close();
});

type VoiceData = { voice_id: string; gender: string; age: string };

it('suggests a man for BRICK and for COGNITO, and a man for STEEL', async () => {
  const fdx = readFileSync(resolve(corpus, 'fdx/Brick-and-Steel.fdx'));
  const id = await processedScript(t, s, fdx, 'application/octet-stream');
  const got = await get(t, `scenes/document/${id}/voice-assignments`, s.access);
  expect(got.status).toBe(200);
  const suggested = got.body.data.suggested as Record<string, string>;
  const voices = (await get(t, 'voices/', s.access)).body.data.voices as VoiceData[];
  const voiceOf = (actor: string) => voices.find((v) => v.voice_id === suggested[actor])!;

  expect(voiceOf('BRICK').gender).toBe('male');
  // A retired detective: not a young-sounding voice.
  expect(voiceOf('BRICK').age).not.toBe('young');
  expect(voiceOf('COGNITO').gender).toBe('male');
  expect(voiceOf('STEEL').gender).toBe('male');
  const cast = Object.values(suggested);
  expect(new Set(cast).size).toBe(cast.length);
});
