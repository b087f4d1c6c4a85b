import { VOICE_MESSAGES } from '@castmyscript/api/contract';

import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { mp3, script } from './helpers';

/** Voice and voice assignments, §7 voices and voice-assignments calls. */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 1 } } });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:voices');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

type VoiceData = {
  voice_id: string;
  name: string;
  gender: string;
  age: string;
  accent: string;
  preview_url: string | null;
  provider?: string;
};

const assignmentsPath = (id: string) => `scenes/document/${id}/voice-assignments`;

describe('GET voices/', () => {
  it('lists the offline catalogue with a preview URL each, for signed-in users', async () => {
    expect((await get(t, 'voices/')).status).toBe(401);
    const res = await get(t, 'voices/', s.access);
    expect(res.status).toBe(200);
    const voices = res.body.data.voices as VoiceData[];
    expect(voices.length).toBeGreaterThanOrEqual(16);
    expect(new Set(voices.map((v) => v.voice_id)).size).toBe(voices.length);
    for (const v of voices) {
      expect(v).toMatchObject({ provider: 'offline' });
      for (const field of ['name', 'gender', 'age', 'accent'] as const)
        expect(v[field]).not.toBe('');
      expect(v.preview_url).toBe(
        `${t.config.publicUrl}/api/v1/voices/${encodeURIComponent(v.voice_id)}/preview`,
      );
    }
    expect((await get(t, 'voices', s.access)).body.data).toEqual(res.body.data);
  });

  it('serves a preview as an MP3 anyone can play (an <audio> element sends no token)', async () => {
    const [voice] = (await get(t, 'voices/', s.access)).body.data.voices as VoiceData[];
    const path = new URL(voice.preview_url!).pathname;
    const res = await t.http(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const clip = mp3(new Uint8Array(await res.arrayBuffer()));
    expect(clip.looksLikeMp3).toBe(true);
    expect(clip.durationMs).toBeGreaterThan(1000);
    // Made once: the second answer is the same clip.
    const again = new Uint8Array(await (await t.http(path)).arrayBuffer());
    expect(mp3(again).durationMs).toBe(clip.durationMs);
    expect((await t.http(path, { method: 'HEAD' })).status).toBe(200);
    expect((await t.http('/api/v1/voices/offline-nobody/preview')).status).toBe(404);
  });
});

describe('voice-assignments', () => {
  it("lists every actor unassigned ('') with a distinct suggested voice each, narrator included", async () => {
    const id = await script(t, s);
    const res = await get(t, assignmentsPath(id), s.access);
    expect(res.status).toBe(200);
    expect(res.body.data.assignments).toEqual({ narrator: '', MARA: '', TOBIAS: '', NARRATOR: '' });
    const suggested = res.body.data.suggested as Record<string, string>;
    expect(Object.keys(suggested).sort()).toEqual(['MARA', 'NARRATOR', 'TOBIAS', 'narrator']);
    expect(new Set(Object.values(suggested)).size).toBe(4);
    const catalogue = (await get(t, 'voices/', s.access)).body.data.voices as VoiceData[];
    const ids = new Set(catalogue.map((v) => v.voice_id));
    expect(Object.values(suggested).every((v) => ids.has(v))).toBe(true);
  });

  it('saves, reads back, and suggests around voices already taken', async () => {
    const id = await script(t, s);
    const { suggested } = (await get(t, assignmentsPath(id), s.access)).body.data;
    // The writer gives MARA the voice suggested for TOBIAS.
    const saved = await post(
      t,
      assignmentsPath(id),
      { assignments: [{ actor: 'MARA', voice_id: suggested.TOBIAS }] },
      s.access,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.assignments.MARA).toBe(suggested.TOBIAS);
    const now = (await get(t, assignmentsPath(id), s.access)).body.data;
    expect(now.assignments).toEqual({
      narrator: '',
      MARA: suggested.TOBIAS,
      TOBIAS: '',
      NARRATOR: '',
    });
    expect(new Set(Object.values(now.suggested)).size).toBe(4);
    expect(now.suggested.MARA).toBe(suggested.TOBIAS);

    // '' unassigns.
    await post(
      t,
      assignmentsPath(id),
      { assignments: [{ actor: 'MARA', voice_id: '' }] },
      s.access,
    );
    expect((await get(t, assignmentsPath(id), s.access)).body.data.assignments.MARA).toBe('');
  });

  it('400 with the contract messages for unknown voices and actors, saving nothing', async () => {
    const id = await script(t, s);
    const voice = await post(
      t,
      assignmentsPath(id),
      {
        assignments: [
          { actor: 'MARA', voice_id: 'offline-sally' },
          { actor: 'TOBIAS', voice_id: 'made-up-voice' },
        ],
      },
      s.access,
    );
    expect(voice.status).toBe(400);
    expect(voice.body.message).toBe(VOICE_MESSAGES.unknownVoice);
    const actor = await post(
      t,
      assignmentsPath(id),
      { assignments: [{ actor: 'GHOST', voice_id: 'offline-sally' }] },
      s.access,
    );
    expect(actor.status).toBe(400);
    expect(actor.body.message).toBe(VOICE_MESSAGES.unknownActor);
    const malformed = await post(
      t,
      assignmentsPath(id),
      { assignments: [{ actor: '' }] },
      s.access,
    );
    expect(malformed.status).toBe(400);
    expect((await get(t, assignmentsPath(id), s.access)).body.data.assignments.MARA).toBe('');
  });

  it('"Voice Assigned" is a completed step once every actor has a voice', async () => {
    const id = await script(t, s);
    const steps = async () => (await get(t, `documents/${id}/completed/steps`, s.access)).body.data;
    expect(await steps()).toEqual(['Document Uploaded', 'Scene Extracted']);
    const { suggested } = (await get(t, assignmentsPath(id), s.access)).body.data;
    const all = Object.entries(suggested).map(([actor, voice_id]) => ({ actor, voice_id }));
    await post(t, assignmentsPath(id), { assignments: all.slice(1) }, s.access);
    expect(await steps()).toEqual(['Document Uploaded', 'Scene Extracted']);
    await post(t, assignmentsPath(id), { assignments: all.slice(0, 1) }, s.access);
    expect(await steps()).toEqual(['Document Uploaded', 'Scene Extracted', 'Voice Assigned']);
  });
});
