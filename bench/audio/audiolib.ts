/**
 * `npm run bench -- audiolib`: the audio chain's loudness meter against the reference R128 meter,
 * and the resampler and time-stretch it runs, on the offline voices' real speech.
 */
import { loadAudioWasm } from '../../packages/server/src/lib/audio/audio-wasm';
import { referenceMeter } from './libraries';
import { measureLoudness, type LoudnessFigures } from './loudness-figures';
import { measureResampling, type ResampleFigures } from './resample-figures';
import { renderSpeech } from './speech';
import { measureStretch, type StretchFigures } from './stretch-figures';

export interface AudioLibFigures {
  audioS: number;
  loudness: LoudnessFigures;
  resampling: ResampleFigures;
  stretch: StretchFigures;
}

export async function measureAudioLib(): Promise<AudioLibFigures> {
  const speech = await renderSpeech();
  await loadAudioWasm();
  const audioS = speech
    .flatMap((v) => v.lines)
    .reduce((s, l) => s + l.samples.length / l.sampleRate, 0);
  return {
    audioS,
    loudness: measureLoudness(speech, await referenceMeter()),
    resampling: measureResampling(speech),
    stretch: measureStretch(speech),
  };
}

const f = (x: number, digits = 1) => x.toFixed(digits).padStart(7);

export function printAudioLib({ audioS, loudness, resampling: r, stretch: s }: AudioLibFigures) {
  console.log(`\nAudio chain on ${audioS.toFixed(0)} s of offline speech (21 voices, 7 lines)`);
  console.log('Loudness after levelling, read by ebur128-wasm: spread in LU');
  console.log('                                          voices   lines  line σ');
  for (const l of loudness.spread)
    console.log(`${l.name.padEnd(40)} ${f(l.voicesLu, 2)} ${f(l.linesLu, 2)} ${f(l.stdLu, 2)}`);
  for (const m of loudness.speed)
    console.log(`measure, ${m.name.padEnd(31)} ${f(m.msPerMin)} ms per audio minute`);
  console.log('\nResampling (speech to 24 kHz; stepped sweep from 16, 22.05 and 44.1 kHz)');
  console.log('                                          ms/min  |pass| dB  rest dB  alias dB');
  console.log(
    `${r.name.padEnd(40)} ${f(r.msPerMin)} ${f(r.passbandDb, 3)}   ${f(r.residualDb)}  ${f(r.aliasDb)}`,
  );
  console.log('\nTime-stretch at 0.7, 1.3 and 1.6 (one line per voice)');
  console.log('                                          ms/min  length err %  round-trip LSD dB');
  console.log(
    `${s.name.padEnd(40)} ${f(s.msPerMin)} ${f(s.lengthErrorPct, 2)}       ${f(s.lsdDb, 2)}`,
  );
}
