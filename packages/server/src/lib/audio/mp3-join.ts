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
  /**
   * Silence to add after each part, in ms (the writer's beat); negative trims that much of the
   * part's own trailing silence. Whole frames only (24 ms at the internal rate).
   */
  gapsMs?: number[];
  /** An MP3 of silence in the parts' format, at least as long as the longest gap. */
  silence?: Uint8Array;
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
  const perFrame = first.samples / first.frames;
  const frameMs = (perFrame / first.sampleRate) * 1000;
  const quiet = options.silence ? readMp3(options.silence).audio : [];
  const withGap = (frames: Uint8Array[], gapMs: number): Uint8Array[] => {
    const count = Math.round(Math.abs(gapMs) / frameMs);
    // Dropping a part's last frames is safe: a frame's bit reservoir only reaches back.
    if (gapMs < 0) return frames.slice(0, Math.max(1, frames.length - count));
    if (count > quiet.length) throw new Mp3FormatError('Not enough silence for the pause');
    return count === 0 ? frames : [...frames, ...quiet.slice(0, count)];
  };
  const framesOf = infos.map((info, i) => withGap(info.audio, options.gapsMs?.[i] ?? 0));
  const startsMs: number[] = [];
  let samples = 0;
  for (const frames of framesOf) {
    startsMs.push((samples * 1000) / first.sampleRate);
    samples += frames.length * perFrame;
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
    bytes: concatBytes([...tag, ...framesOf.flat()]),
    durationMs,
    startsMs,
  };
}

export { Mp3FormatError, Mp3MismatchError };
