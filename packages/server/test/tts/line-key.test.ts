import { lineKey as keyWith } from '../../src/adapters/tts/line-key';
import { offlineVoice } from '../../src/adapters/tts/offline/offline-catalogue';

/** As the engine keys an offline voice: with the offline adapter's `keyOf` (its settings). */
const lineKey = (line: Parameters<typeof keyWith>[0], model?: string) =>
  keyWith(line, model ?? offlineVoice(line.voiceId)?.settings);

describe('lineKey: one key per distinct sound', () => {
  const base = { voiceId: 'offline-sally', text: 'Where were you?' };

  it('is stable for the same line', () => {
    expect(lineKey(base)).toBe(lineKey({ ...base }));
    expect(lineKey(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the keys already stored: audio made before is still found', () => {
    expect(lineKey(base)).toBe('a49c2e7c75eb7406aeefad0e4ef6c329142553fdf53da55c1689900e9a437fed');
    expect(
      lineKey(
        { voiceId: 'elevenlabs-abc', text: 'INT. HOUSE - NIGHT', role: 'narrator', speed: 1.5 },
        'eleven_multilingual_v2',
      ),
    ).toBe('74372ee4817b6c2355a7f90feefd4fa4fd24258863b8e6e4edbe40a591770295');
  });

  it('changes with the voice, the spoken text and the speed', () => {
    const key = lineKey(base);
    expect(lineKey({ ...base, voiceId: 'offline-robert' })).not.toBe(key);
    expect(lineKey({ ...base, text: 'Where are you?' })).not.toBe(key);
    expect(lineKey({ ...base, speed: 1.5 })).not.toBe(key);
  });

  it('ignores what is not spoken: a direction or the default speed', () => {
    expect(lineKey({ ...base, text: '(angrily) Where were you?' })).toBe(lineKey(base));
    expect(lineKey({ ...base, speed: 1 })).toBe(lineKey(base));
  });

  it('tells the narrator and a character apart when they would say different things', () => {
    const heading = { voiceId: 'offline-robert', text: 'EDWARD (V.O.) speaks.' };
    expect(lineKey({ ...heading, role: 'narrator' })).not.toBe(
      lineKey({ ...heading, role: 'character' }),
    );
  });

  it('changes with the provider model for provider voices', () => {
    const line = { voiceId: 'elevenlabs-abc', text: 'Hi.' };
    expect(lineKey(line, 'eleven_multilingual_v2')).not.toBe(lineKey(line, 'eleven_turbo_v2_5'));
  });
});
