/**
 * How fast a neural voice really is on this machine: seconds of synthesis per second of speech
 * (its real-time factor), measured from the lines it has made. A model's first line pays for
 * loading it, so a voice reports nothing until it has made a few lines after that one.
 */
const SKIPPED_LINES = 1;
const LINES_BEFORE_REPORT = 2;

interface Tally {
  seen: number;
  synthesisMs: number;
  speechMs: number;
}

export function createSpeedMeter() {
  const tallies = new Map<string, Tally>();
  return {
    record(voiceId: string, synthesisMs: number, speechMs: number) {
      const tally = tallies.get(voiceId) ?? { seen: 0, synthesisMs: 0, speechMs: 0 };
      tally.seen += 1;
      if (tally.seen > SKIPPED_LINES && speechMs > 0) {
        tally.synthesisMs += synthesisMs;
        tally.speechMs += speechMs;
      }
      tallies.set(voiceId, tally);
    },
    factor(voiceId: string): number | undefined {
      const tally = tallies.get(voiceId);
      if (!tally || tally.seen < SKIPPED_LINES + LINES_BEFORE_REPORT || tally.speechMs <= 0)
        return undefined;
      return tally.synthesisMs / tally.speechMs;
    },
  };
}
