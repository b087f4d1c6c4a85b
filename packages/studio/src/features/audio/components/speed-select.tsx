import type { AudioSpeed } from '@castmyscript/api/contract';

import { SPEEDS } from '../lib/segments';

type Props = {
  line: number;
  value: AudioSpeed;
  busy: boolean;
  disabled: boolean;
  onChange: (speed: AudioSpeed) => void;
};

/** Speed selector: 0.5x, 1x, 1.5x, 2x. */
export const SpeedSelect = ({ line, value, busy, disabled, onChange }: Props) => {
  const id = `speed-${line}`;
  return (
    <div className="cms-speed">
      <label htmlFor={id}>Speed</label>
      <select
        id={id}
        className="cms-select"
        value={value}
        disabled={disabled || busy}
        aria-label={`Speed of line ${line}`}
        aria-busy={busy}
        onChange={(event) => onChange(event.target.value as AudioSpeed)}
      >
        {SPEEDS.map((speed) => (
          <option key={speed.value} value={speed.value}>
            {speed.label}
          </option>
        ))}
      </select>
      {busy && <span className="cms-spinner cms-spinner--small" aria-hidden="true" />}
    </div>
  );
};
