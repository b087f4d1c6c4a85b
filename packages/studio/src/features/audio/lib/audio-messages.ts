/** "Audio production screen", §8 "Voice and audio" and "Audio list", word for word. */
export const AUDIO_TEXTS = {
  title: 'Audio Production',
  subtitle: 'Preview, manage and fine-tune your generated voice segments',
  refresh: 'Refresh Audio URLs',
  download: 'Download All Audio',
  loading: 'Generating voice segments, please wait...',
  empty: 'No segments are available for display. Please retry.',
  fetchFailed: 'Failed to fetch voice segments. Please try again.',
  sequenceNote:
    'Segments can be played one by one or in sequence: when one ends, the next starts automatically.',
  progressTitle: 'Audio Generation Progress',
  someFailed: 'Some audio files failed to generate. Please try again.',
  statusFailed: 'Error checking audio status',
  /** Not worded by the spec. */
  notStarted: 'The audio for this script has not been generated yet.',
  lineFailed: 'This line could not be generated.',
  speedFailed: 'Could not change the speed of this line. Please try again.',
  downloadFailed: 'The download failed. Please try again.',
  /** Beside the spec's MP3 download. */
  downloadWav: 'Download WAV',
  downloadStems: 'Download stems',
  downloadStemsHint: 'One WAV per character and the narrator, with Audacity labels and a cue sheet',
} as const;

const linesOf = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/**
 * And 31: lines whose audio was not made again, and where it came from — the
 * draft before, or an earlier Generate of this draft (a line set back to words it had). A first
 * draft has no previous draft to name.
 */
export const reusedLines = ({ draft, run }: { draft: number; run: number }) => {
  const fromDraft = `${linesOf(draft)} reused from the previous draft`;
  const fromRun = `${linesOf(run)} reused from an earlier generation`;
  if (draft > 0 && run > 0) return `${fromDraft}; ${fromRun}`;
  return draft > 0 ? fromDraft : fromRun;
};
