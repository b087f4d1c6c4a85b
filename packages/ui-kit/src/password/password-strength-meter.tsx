import { PASSWORD_CRITERIA, passwordStrength } from './password-strength';

export interface PasswordStrengthMeterProps {
  password: string;
  className?: string;
}

/** Sign-up and reset password helper: strength label plus each criterion's state. */
export function PasswordStrengthMeter({ password, className }: PasswordStrengthMeterProps) {
  const { score, label, met } = passwordStrength(password);
  return (
    <div
      className={['cms-strength', `cms-strength--${score}`, className].filter(Boolean).join(' ')}
    >
      <div
        className="cms-strength__bar"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_CRITERIA.length}
        aria-valuenow={score}
        aria-valuetext={label}
      >
        {PASSWORD_CRITERIA.map(({ key }, index) => (
          <span key={key} className={index < score ? 'is-filled' : undefined} />
        ))}
      </div>
      {/* Polite live region: the new label is announced after typing pauses, not per keystroke. */}
      <p className="cms-strength__label" aria-live="polite">
        Password strength: <strong>{label}</strong>
      </p>
      <ul className="cms-strength__criteria" aria-label="Password requirements">
        {PASSWORD_CRITERIA.map(({ key, label: text }) => (
          <li key={key} className={met[key] ? 'is-met' : undefined}>
            <i className={`pi ${met[key] ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden="true" />
            {text}
            <span className="cms-visually-hidden">{met[key] ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
