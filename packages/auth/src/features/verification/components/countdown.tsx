import { NOTICES } from '../../../shared/lib/messages';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown } from '../lib/format-countdown';

type Props = { deadline: number | null };

/** The verification link's remaining validity; at zero, 'Link Expired' with the hint. */
export const Countdown = ({ deadline }: Props) => {
  const left = useCountdown(deadline);
  if (left === null) return null;
  if (left === 0) {
    return (
      <div className="cms-form-alert cms-form-alert--error" role="alert">
        <p>
          <strong>{NOTICES.linkExpiredTitle}</strong>
        </p>
        <p>{NOTICES.linkExpired}</p>
        <p>Verification links are valid for 24 hours.</p>
      </div>
    );
  }
  return (
    <p>
      {/* The visible clock ticks every second; screen readers get it on demand, not each tick. */}
      Link expires in{' '}
      <span className="cms-countdown" role="timer" aria-live="off">
        {formatCountdown(left)}
      </span>
    </p>
  );
};
