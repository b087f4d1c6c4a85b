export interface ProgressTrackProps {
  /** 0–100. */
  percent: number;
  /** Accessible name of the bar. */
  label: string;
  /** Spoken instead of the bare percentage when given. */
  valueText?: string;
  /** Modifier for the fill colour, e.g. 'green'. */
  tone?: string;
  className?: string;
}

/** The one bar every progress display shares, so roles and aria values stay identical. */
export function ProgressTrack({ percent, label, valueText, tone, className }: ProgressTrackProps) {
  const value = Math.round(Math.min(Math.max(percent, 0), 100));
  return (
    <div
      className={['cms-track', className].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div
        className={['cms-track__fill', tone && `cms-track__fill--${tone}`]
          .filter(Boolean)
          .join(' ')}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
