import { ProgressTrack } from '../progress/progress-track';
import { usageColour, usagePercent } from './usage-colour';

export interface CreditBarProps {
  used: number;
  total: number;
  /** Visible heading and accessible name of the bar. */
  label?: string;
  /** Unit in the caption, e.g. 'pages'. */
  unit?: string;
  className?: string;
}

/** Monthly credit usage (subscription screen), coloured by how much is used. */
export function CreditBar({
  used,
  total,
  label = 'Credits used',
  unit = 'pages',
  className,
}: CreditBarProps) {
  const percent = usagePercent(used, total);
  const rounded = Math.round(percent);
  const caption = `${used} of ${total} ${unit} used`;
  return (
    <div className={['cms-credit-bar', className].filter(Boolean).join(' ')}>
      <div className="cms-credit-bar__header">
        <span>{label}</span>
        <span>{rounded}%</span>
      </div>
      <ProgressTrack
        percent={percent}
        label={label}
        valueText={`${caption} (${rounded}%)`}
        tone={usageColour(percent)}
      />
      <p className="cms-credit-bar__caption">{caption}</p>
    </div>
  );
}
