import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { shippedEspeakData } from '../../../src/adapters/tts/neural/espeak-data';
import {
  SAMPLES_PER_TOKEN,
  TINY_SAMPLE_RATE,
  TONE_HZ,
  writeTinyPiperVoice,
} from '../../../src/adapters/tts/neural/tiny-piper-model';

// sherpa-onnx's own loader, straight: this test is about the generated model, not the engine.
const sherpa = createRequire(__filename)('sherpa-onnx-node') as {
  OfflineTts: new (config: object) => {
    sampleRate: number;
    generate(request: { text: string; sid: number; speed: number }): {
      samples: Float32Array;
      sampleRate: number;
    };
  };
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-tiny-piper-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the generated Piper-shaped model', () => {
  it("loads in sherpa-onnx with the project's eSpeak-NG data and speaks a tone as long as its phonemes", () => {
    const voice = writeTinyPiperVoice(path.join(dir, 'tessa'));
    const tts = new sherpa.OfflineTts({
      model: {
        vits: {
          model: path.join(voice, 'model.onnx'),
          tokens: path.join(voice, 'tokens.txt'),
          dataDir: shippedEspeakData(),
        },
        numThreads: 1,
        provider: 'cpu',
      },
      maxNumSentences: 1,
    });
    expect(tts.sampleRate).toBe(TINY_SAMPLE_RATE);

    const short = tts.generate({ text: 'Hi.', sid: 0, speed: 1 });
    const long = tts.generate({ text: 'The old man waits by the open window.', sid: 0, speed: 1 });
    expect(short.sampleRate).toBe(TINY_SAMPLE_RATE);
    for (const audio of [short, long]) {
      expect(audio.samples.length % SAMPLES_PER_TOKEN).toBe(0);
      // Phonemes, the blanks between them and the start and end marks: at least 2 per letter sound.
      expect(audio.samples.length / SAMPLES_PER_TOKEN).toBeGreaterThan(5);
    }
    // Eight words are many more phonemes than one: the length follows the text.
    expect(long.samples.length).toBeGreaterThan(4 * short.samples.length);

    // The samples are the known tone, so the audio really came out of the model's graph.
    const at = 3 * SAMPLES_PER_TOKEN + 10;
    const expected =
      0.5 * Math.sin((2 * Math.PI * TONE_HZ * (at % SAMPLES_PER_TOKEN)) / TINY_SAMPLE_RATE);
    expect(long.samples[at]).toBeCloseTo(expected, 4);
  });
});
