/**
 * A tiny stand-in for a Piper (VITS) voice: the same inputs (`input`, `input_lengths`, `scales`),
 * output and metadata as a Piper model exported for sherpa-onnx, a few kilobytes instead of
 * 60 MB. Its audio is a known tone, `SAMPLES_PER_TOKEN` samples for every phoneme token it is
 * given, so a test can tell that the text really went through the model. The tests and the bench
 * build it; no real weights are reachable from this project's registries.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { writeOnnx } from '../../../lib/onnx/onnx-writer';

export const TINY_SAMPLE_RATE = 22_050;
/** Samples made for each token (phonemes, and the blanks Piper puts between them). */
export const SAMPLES_PER_TOKEN = 256;
/** The tone: four periods per token, so tokens join without a click (~345 Hz). */
export const TONE_HZ = (TINY_SAMPLE_RATE * 4) / SAMPLES_PER_TOKEN;

/**
 * Phoneme symbols and their ids as Piper's `tokens.txt` lists them (symbol, space, id): the pad,
 * start and end marks, the space and the IPA letters eSpeak-NG writes for English.
 */
const SYMBOLS = [
  '_',
  '^',
  '$',
  ' ',
  ...'!,.:;?'.split(''),
  ...'abcdefhijklmnopqrstuvwxyz'.split(''),
  ...'æçðøħŋœǀǁǂǃɐɑɒɓɔɕɖɗɘəɚɛɜɞɟɠɡɢɣɤɥɦɧɨɪɫɬɭɮɯɰɱɲɳɴɵɶɸɹɺɻɽɾʀʁʂʃʄʈʉʊʋʌʍʎʏʐʑʒʔʕʘʙʛʜʝʟʡʢˈˌːˑ˞θᵻʲɝ'.split(
    '',
  ),
  '\u0303',
  '\u0329',
];

export function tinyPiperTokens(): string {
  return SYMBOLS.map((symbol, id) => `${symbol} ${id}`).join('\n') + '\n';
}

export interface TinyPiperOptions {
  /** sherpa-onnx reads the rate from the metadata; the tone is made for 22.05 kHz. */
  sampleRate?: number;
  /** Leave out one metadata key or graph input, to make a broken model. */
  without?: 'sample_rate' | 'scales';
}

export function tinyPiperModel(options: TinyPiperOptions = {}): Uint8Array {
  const tone = Array.from({ length: SAMPLES_PER_TOKEN }, (_, i) =>
    Math.fround(0.5 * Math.sin((2 * Math.PI * TONE_HZ * i) / TINY_SAMPLE_RATE)),
  );
  const metadata: Record<string, string> = {
    model_type: 'vits',
    comment: 'piper',
    language: 'English',
    voice: 'en-us',
    has_espeak: '1',
    n_speakers: '1',
    sample_rate: String(options.sampleRate ?? TINY_SAMPLE_RATE),
    add_blank: '1',
  };
  if (options.without === 'sample_rate') delete metadata.sample_rate;
  const inputs = [
    { name: 'input', type: 'int64' as const, dims: [1, 'phonemes'] },
    { name: 'input_lengths', type: 'int64' as const, dims: [1] },
    { name: 'scales', type: 'float' as const, dims: [3] },
  ].filter((input) => input.name !== options.without);
  return writeOnnx({
    inputs,
    outputs: [{ name: 'output', type: 'float', dims: [1, 1, 'samples'] }],
    initializers: [
      { name: 'column', type: 'int64', dims: [2], values: [-1, 1] },
      { name: 'flat', type: 'int64', dims: [3], values: [1, 1, -1] },
      { name: 'zero', type: 'float', dims: [], values: [0] },
      { name: 'tone', type: 'float', dims: [1, SAMPLES_PER_TOKEN], values: tone },
    ],
    // Every token becomes one row of the tone (its value times zero, plus the tone), and the
    // rows laid end to end are the audio: its length follows the number of tokens.
    nodes: [
      { op: 'Cast', inputs: ['input'], outputs: ['as_float'], attributes: { to: 1 } },
      { op: 'Reshape', inputs: ['as_float', 'column'], outputs: ['tokens'] },
      { op: 'Mul', inputs: ['tokens', 'zero'], outputs: ['silent'] },
      { op: 'Add', inputs: ['silent', 'tone'], outputs: ['rows'] },
      { op: 'Reshape', inputs: ['rows', 'flat'], outputs: ['output'] },
    ],
    metadata,
  });
}

/** A voice folder as an operator would unpack it: model, tokens and a `voice.json`. */
export function writeTinyPiperVoice(
  dir: string,
  options: TinyPiperOptions & { voiceJson?: object | null } = {},
): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'model.onnx'), tinyPiperModel(options));
  writeFileSync(path.join(dir, 'tokens.txt'), tinyPiperTokens());
  const label = options.voiceJson === undefined ? defaultLabel : options.voiceJson;
  if (label) writeFileSync(path.join(dir, 'voice.json'), JSON.stringify(label, null, 2));
  return dir;
}

const defaultLabel = {
  name: 'Tessa',
  gender: 'female',
  age: 'young',
  accent: 'American',
  licence: 'Generated test tone (no recording)',
};
