import { integratedLufs } from '../../src/lib/audio/lufs';
import { buzz, sine } from './helpers/measure';
import { referenceLufs } from './helpers/r128-reference';

/** A voice-like line with pauses, a quiet breath and rumble, as engines leave them. */
function line(sampleRate: number, f0: number, amplitude: number): Float32Array {
  const words = buzz(f0, 0.8, sampleRate, amplitude);
  const out = new Float32Array(Math.round(sampleRate * 3));
  out.set(words, 0);
  out.set(words, Math.round(sampleRate * 1.4));
  for (let i = Math.round(sampleRate * 2.4); i < out.length; i++)
    out[i] = amplitude * 0.01 * Math.sin((2 * Math.PI * 30 * i) / sampleRate);
  return out;
}

describe('integrated loudness (EBU R128)', () => {
  it('reads a 1 kHz sine 20 dB below full scale as -23 LUFS, at every rate the chain uses', () => {
    for (const rate of [16_000, 22_050, 24_000, 48_000])
      expect(integratedLufs(sine(1000, 3, rate, 0.1), rate)).toBeCloseTo(-23.01, 1);
  });

  it('reads what the reference meter (ebur128-wasm) reads, within 0.1 LU', () => {
    const signals = [
      { samples: line(16_000, 110, 0.05), sampleRate: 16_000 },
      { samples: line(22_050, 220, 0.4), sampleRate: 22_050 },
      { samples: line(24_000, 160, 0.2), sampleRate: 24_000 },
      { samples: sine(6000, 2, 24_000, 0.3), sampleRate: 24_000 },
      { samples: sine(60, 2, 22_050, 0.3), sampleRate: 22_050 },
    ];
    const reference = referenceLufs(signals);
    signals.forEach(({ samples, sampleRate }, i) =>
      expect(Math.abs(integratedLufs(samples, sampleRate) - reference[i])).toBeLessThan(0.1),
    );
  });

  it('hears a bright voice as louder than a dark one with the same energy', () => {
    // K-weighting: the ear is more sensitive around 2–4 kHz than at 200 Hz.
    const low = integratedLufs(sine(200, 2, 24_000, 0.3), 24_000);
    const high = integratedLufs(sine(3000, 2, 24_000, 0.3), 24_000);
    expect(high - low).toBeGreaterThan(3);
  });

  it('leaves pauses out, and measures a line shorter than one block whole', () => {
    const words = buzz(150, 1, 24_000, 0.3);
    const withPause = new Float32Array(words.length * 3);
    withPause.set(words, 0);
    withPause.set(words, words.length * 2);
    expect(
      Math.abs(integratedLufs(withPause, 24_000) - integratedLufs(words, 24_000)),
    ).toBeLessThan(1);
    const short = buzz(150, 0.25, 24_000, 0.3);
    expect(Math.abs(integratedLufs(short, 24_000) - integratedLufs(words, 24_000))).toBeLessThan(1);
    expect(integratedLufs(new Float32Array(24_000), 24_000)).toBe(-Infinity);
  });
});
