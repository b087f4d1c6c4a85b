import { OFFLINE_VOICES } from '../../src/adapters/tts/offline/offline-catalogue';
import { longestSeconds } from '../../src/adapters/tts/offline/spoken-length';
import {
  createSynthesisPool,
  type SynthesisPool,
} from '../../src/adapters/tts/pool/synthesis-pool';
import { wordsOnly } from '../../src/adapters/tts/text/words-only';

jest.setTimeout(60_000);

const voiceId = OFFLINE_VOICES.find((v) => v.settings.engine === 'espeak-ng')!.voiceId;
let pool: SynthesisPool;
beforeAll(() => {
  pool = createSynthesisPool({ size: 1 });
});
afterAll(() => pool.close());

/** Raw synthesis on a worker thread, below the port that strips markup. */
const synthesize = (text: string, speed: number) =>
  pool.run({ kind: 'synthesize', voiceId, text, speed });

describe('markup is words', () => {
  it.each([
    ['Hi <break time="3600s"/> there.', 'Hi there.'],
    ['<speak><prosody rate="x-slow">Slow</prosody></speak>', 'Slow'],
    ['R&D &lt;break time="9s"/&gt;', 'R and D and lt;break time="9s"/ and gt;'],
    ['He said 3 < 4 > 2.', 'He said 3 4 2.'],
  ])('%s is said as %s', (text, said) => {
    expect(wordsOnly(text)).toBe(said);
  });
});

describe("a line lasts no longer than its words read at the engine's slowest rate", () => {
  it('the engine stops at the bound even when given markup directly', async () => {
    // Handed straight to eSpeak, which reads SSML: without the bound this is a minute of silence.
    const text = 'Hi <break time="60s"/> there.';
    const { samples, sampleRate } = await synthesize(text, 1);
    expect(samples.length / sampleRate).toBeLessThanOrEqual(longestSeconds(text) + 0.01);
  });

  it('a long ordinary sentence is not cut', async () => {
    const text = 'The old man waits by the open window, and the sea keeps its own time tonight.';
    const whole = await synthesize(text, 0.5);
    const seconds = whole.samples.length / whole.sampleRate;
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(longestSeconds(text));
  });
});
