import { ProgressTrack } from '@castmyscript/ui-kit';

import { AUDIO_TEXTS } from '../lib/audio-messages';

type Props = {
  /** 1-based position of the current line in the list, 0 when none. */
  position: number;
  total: number;
  playing: boolean;
  sequential: boolean;
  onSequential: (on: boolean) => void;
};

/**
 * Sequential play (note and §4) with, beyond the spec, how far through the script the
 * table read is. Play All is the player bar's, so the screen has one place that starts the read.
 */
export const PlaybackBar = ({ position, total, playing, sequential, onSequential }: Props) => (
  <div className="cms-playback">
    <p className="cms-playback__note">
      <i className="pi pi-info-circle" aria-hidden="true" /> {AUDIO_TEXTS.sequenceNote} Press Space
      to play or pause.
    </p>
    <div className="cms-playback__row">
      <label className="cms-playback__toggle">
        <input
          type="checkbox"
          checked={sequential}
          onChange={(event) => onSequential(event.target.checked)}
        />
        Play in sequence
      </label>
    </div>
    {position > 0 && (
      <div className="cms-playback__progress">
        <ProgressTrack
          percent={(position / Math.max(total, 1)) * 100}
          label="Table read progress"
          valueText={`Line ${position} of ${total}`}
        />
        <span aria-hidden="true">
          {playing ? 'Playing' : 'Paused at'} line {position} of {total}
        </span>
      </div>
    )}
  </div>
);
