/**
 * The combined download: every line's MP3 frames one after another. All segments are encoded in
 * one format (mono, one rate, CBR at one bitrate), so no decoding or re-encoding is needed and the
 * result's duration is exactly the sum of the parts. Segments in another format are refused with
 * `Mp3MismatchError`; the engine then falls back to decode and re-encode.
 */
import { type Chapter, concatBytes, id3Tag } from './id3-chapters';
import { Mp3FormatError, Mp3MismatchError, readMp3 } from './mp3-frames';

export interface JoinOptions {
  /** A chapter starts at the line with this index (e.g. each scene heading). */
  chapters?: { index: number; title: string }[];
  title?: string;
}

export interface JoinedMp3 {
  bytes: Uint8Array;
  durationMs: number;
  /** Where each part starts in the result. */
  startsMs: number[];
}

export function joinMp3(parts: Uint8Array[], options: JoinOptions = {}): JoinedMp3 {
  if (parts.length === 0) throw new Mp3FormatError('Nothing to join');
  const infos = parts.map(readMp3);
  const [first] = infos;
  for (const info of infos) {
    if (
      info.sampleRate !== first.sampleRate ||
      info.mono !== first.mono ||
      info.bitrate !== first.bitrate
    )
      throw new Mp3MismatchError('Segments differ in format and cannot be concatenated');
  }
  const startsMs: number[] = [];
  let samples = 0;
  for (const info of infos) {
    startsMs.push((samples * 1000) / first.sampleRate);
    samples += info.samples;
  }
  const durationMs = (samples * 1000) / first.sampleRate;
  const marks = (options.chapters ?? [])
    .filter((c) => c.index >= 0 && c.index < parts.length)
    .sort((a, b) => a.index - b.index);
  const chapters: Chapter[] = marks.map((c, i) => ({
    title: c.title,
    startMs: startsMs[c.index],
    endMs: i + 1 < marks.length ? startsMs[marks[i + 1].index] : durationMs,
  }));
  const tag = chapters.length > 0 || options.title ? [id3Tag(chapters, options.title)] : [];
  return {
    bytes: concatBytes([...tag, ...infos.flatMap((i) => i.audio)]),
    durationMs,
    startsMs,
  };
}

export { Mp3FormatError, Mp3MismatchError };
