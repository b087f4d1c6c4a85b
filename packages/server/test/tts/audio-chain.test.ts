import { loadAudioWasm } from '../../src/lib/audio/audio-wasm';
import { LEAD_SILENCE_MS, SAMPLE_RATE, TAIL_SILENCE_MS } from '../../src/lib/audio/audio-format';
import { finishLine } from '../../src/lib/audio/finish-line';
import { normalizeLoudness } from '../../src/lib/audio/loudness';
import { integratedLufs } from '../../src/lib/audio/lufs';
import { resample } from '../../src/lib/audio/resample';
import { padSilence, trimSilence } from '../../src/lib/audio/silence';
import { timeStretch } from '../../src/lib/audio/time-stretch';
import { int16leToFloat, readWav, writeWav } from '../../src/lib/audio/wav';
import { buzz, medianF0, peak, sine, toneHz } from './helpers/measure';

beforeAll(() => loadAudioWasm());

describe('resample', () => {
  it.each([
    [16_000, 24_000],
    [22_050, 24_000],
    [8_000, 24_000],
    [44_100, 24_000],
  ])('%i Hz → %i Hz keeps pitch and duration', (from, to) => {
    const out = resample(sine(440, 1, from), from, to);
    expect(out.length).toBe(Math.floor((from * to) / from));
    expect(toneHz({ samples: out, sampleRate: to })).toBeCloseTo(440, -1);
    // No level loss in the pass band.
    expect(peak(out.subarray(1000, out.length - 1000))).toBeGreaterThan(0.48);
  });

  it('removes what the lower rate cannot carry instead of folding it back', () => {
    // 15 kHz cannot exist at 24 kHz: it must vanish, not alias to 9 kHz.
    const out = resample(sine(15_000, 0.5, 44_100), 44_100, 24_000);
    expect(peak(out.subarray(500, out.length - 500))).toBeLessThan(0.02);
  });

  it('folds nothing back from just above the new Nyquist: 12.5 kHz at 44.1 kHz is 60 dB down', () => {
    const out = resample(sine(12_500, 0.5, 44_100), 44_100, 24_000);
    expect(peak(out.subarray(500, out.length - 500))).toBeLessThan(0.5 * 10 ** (-60 / 20));
  });
});

describe('loudness', () => {
  it('brings a quiet and a loud voice to within 1 dB of each other', () => {
    const quiet = buzz(110, 2, SAMPLE_RATE, 0.02);
    const loud = buzz(220, 2, SAMPLE_RATE, 0.6);
    expect(integratedLufs(loud, SAMPLE_RATE) - integratedLufs(quiet, SAMPLE_RATE)).toBeGreaterThan(
      20,
    );
    normalizeLoudness(quiet, SAMPLE_RATE);
    normalizeLoudness(loud, SAMPLE_RATE);
    expect(
      Math.abs(integratedLufs(loud, SAMPLE_RATE) - integratedLufs(quiet, SAMPLE_RATE)),
    ).toBeLessThan(1);
  });

  it('ignores pauses when measuring, so a line with long silences is not boosted', () => {
    const speech = buzz(150, 1, SAMPLE_RATE, 0.3);
    const withPause = new Float32Array(speech.length * 3);
    withPause.set(speech, 0);
    withPause.set(speech, speech.length * 2);
    expect(
      Math.abs(integratedLufs(withPause, SAMPLE_RATE) - integratedLufs(speech, SAMPLE_RATE)),
    ).toBeLessThan(0.5);
  });

  it('never clips: peaks are limited below full scale', () => {
    const spiky = buzz(100, 1, SAMPLE_RATE, 0.05);
    for (let i = 0; i < spiky.length; i += 2400) spiky[i] = 0.9; // clicks far above the body
    normalizeLoudness(spiky, SAMPLE_RATE);
    expect(peak(spiky)).toBeLessThanOrEqual(10 ** (-1 / 20) + 1e-6);
  });

  it('leaves silence silent', () => {
    const silence = new Float32Array(SAMPLE_RATE);
    expect(normalizeLoudness(silence, SAMPLE_RATE)).toBe(0);
    expect(peak(silence)).toBe(0);
  });
});

describe('time-stretch', () => {
  it.each([0.5, 1.5, 2])('at %sx changes duration but not pitch', (speed) => {
    const input = buzz(140, 2, SAMPLE_RATE);
    const out = timeStretch(input, SAMPLE_RATE, speed);
    expect(out.length / SAMPLE_RATE).toBeCloseTo(2 / speed, 2);
    const f0 = medianF0({ samples: out, sampleRate: SAMPLE_RATE });
    expect(Math.abs(f0 - 140) / 140).toBeLessThan(0.05);
  });
});

describe('silence around each line', () => {
  it('trims the engine silence and adds the same pause to every line', () => {
    const body = buzz(120, 1, SAMPLE_RATE);
    const padded = new Float32Array(SAMPLE_RATE * 3);
    padded.set(body, SAMPLE_RATE * 1.5);
    const trimmed = trimSilence(padded, SAMPLE_RATE);
    expect(trimmed.length / SAMPLE_RATE).toBeGreaterThan(0.99);
    expect(trimmed.length / SAMPLE_RATE).toBeLessThan(1.1);
    const out = padSilence(trimmed, SAMPLE_RATE);
    expect(out.length - trimmed.length).toBe(
      ((LEAD_SILENCE_MS + TAIL_SILENCE_MS) * SAMPLE_RATE) / 1000,
    );
  });

  it('finishLine: native rate in, internal rate out, one level, one pause', () => {
    const a = finishLine({
      samples: buzz(200, 1, 16_000, 0.05),
      sampleRate: 16_000,
      residualSpeed: 1,
    });
    const b = finishLine({
      samples: buzz(100, 1, 22_050, 0.5),
      sampleRate: 22_050,
      residualSpeed: 1,
    });
    for (const out of [a, b]) {
      expect(out.length / SAMPLE_RATE).toBeCloseTo(
        1 + (LEAD_SILENCE_MS + TAIL_SILENCE_MS) / 1000,
        1,
      );
    }
    expect(Math.abs(integratedLufs(a, SAMPLE_RATE) - integratedLufs(b, SAMPLE_RATE))).toBeLessThan(
      1,
    );
  });

  it('finishLine applies the speed the engine could not', () => {
    const out = finishLine({
      samples: buzz(150, 2, SAMPLE_RATE),
      sampleRate: SAMPLE_RATE,
      residualSpeed: 2,
    });
    expect(out.length / SAMPLE_RATE).toBeCloseTo(1 + (LEAD_SILENCE_MS + TAIL_SILENCE_MS) / 1000, 1);
  });

  it.each([4, -4, 12])(
    "finishLine moves a take's pitch by %i semitones and keeps its length",
    (semitones) => {
      const line = (pitch: number) =>
        finishLine(
          { samples: sine(200, 2, SAMPLE_RATE), sampleRate: SAMPLE_RATE, residualSpeed: 1 },
          { delivery: { pitch } },
        );
      const plain = line(0);
      const pitched = line(semitones);
      // Both with the same pause around them, so their mean crossing rates compare as pitches.
      const hz = (samples: Float32Array) => toneHz({ samples, sampleRate: SAMPLE_RATE });
      expect(hz(pitched) / hz(plain)).toBeCloseTo(2 ** (semitones / 12), 1);
      expect(Math.abs(pitched.length / plain.length - 1)).toBeLessThan(0.02);
    },
  );
});

describe('WAV', () => {
  it('round-trips 16-bit mono', () => {
    const samples = sine(300, 0.25, 16_000);
    const back = readWav(writeWav({ samples, sampleRate: 16_000 }));
    expect(back.sampleRate).toBe(16_000);
    expect(back.samples.length).toBe(samples.length);
    expect(Math.max(...back.samples.map((s, i) => Math.abs(s - samples[i])))).toBeLessThan(1e-4);
  });

  it('refuses what is not a WAV', () => {
    expect(() => readWav(new TextEncoder().encode('not a wav file at all'))).toThrow(
      'Not a WAV file',
    );
  });

  it('reads raw little-endian PCM', () => {
    expect([...int16leToFloat(Uint8Array.of(0x00, 0x40, 0x00, 0xc0))]).toEqual([0.5, -0.5]);
  });
});
