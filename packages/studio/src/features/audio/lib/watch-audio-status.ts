import type { AudioStatusData } from '@castmyscript/api/contract';

/** The audio status is polled every 3000 ms. */
export const AUDIO_POLL_MS = 3000;

type Deps = {
  /** One read of audio-status; rejects when the call fails. */
  poll: () => Promise<AudioStatusData>;
  onStatus: (status: AudioStatusData) => void;
  onFailed: (error: unknown) => void;
  /**
   * Right after generate-audio the job may not be visible yet, so `not_started` means "ask again"
   * for this many reads; a screen that only looks (nothing started from it) stops on it at once.
   */
  notStartedGrace?: number;
  intervalMs?: number;
};

/**
 * Reads the status at once, then 3 s after each answer while generation runs. Each answer goes to
 * `onStatus`; a failed read ends the watch ("A failure of the poll call shows an error
 * alert and stops polling"). Returns `stop`, which cancels the next read and ignores a late one.
 */
export function watchAudioStatus({
  poll,
  onStatus,
  onFailed,
  notStartedGrace = 0,
  intervalMs = AUDIO_POLL_MS,
}: Deps) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let notStarted = 0;

  const asksAgain = (status: AudioStatusData) => {
    if (status.overall_status === 'processing') return true;
    if (status.overall_status !== 'not_started') return false;
    notStarted += 1;
    return notStarted <= notStartedGrace;
  };

  const read = () => {
    poll()
      .then((status) => {
        if (stopped) return;
        // An answer without a status is a failed read, never a watch that silently stops.
        if (!status?.overall_status) throw new Error('No audio status in the answer');
        const again = asksAgain(status);
        // A `not_started` inside the grace is not news: the job is about to show up.
        if (again && status.overall_status === 'not_started') {
          timer = setTimeout(read, intervalMs);
          return;
        }
        onStatus(status);
        if (!stopped && again) timer = setTimeout(read, intervalMs);
      })
      .catch((error: unknown) => {
        if (!stopped) onFailed(error);
      });
  };
  read();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
