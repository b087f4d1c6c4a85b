export type PasswordCriterion = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
export type PasswordStrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** Number of criteria met, 0–5. */
  score: number;
  label: PasswordStrengthLabel;
  met: Record<PasswordCriterion, boolean>;
}

/** The five criteria, in the order the meter lists them. */
export const PASSWORD_CRITERIA: ReadonlyArray<{ key: PasswordCriterion; label: string }> = [
  { key: 'length', label: 'At least 8 characters' },
  { key: 'uppercase', label: 'An uppercase letter' },
  { key: 'lowercase', label: 'A lowercase letter' },
  { key: 'number', label: 'A number' },
  { key: 'special', label: 'A special character' },
];

export const PASSWORD_MIN_LENGTH = 8;

// Index = score; 0 and 1 share 'Very Weak' ('otherwise Very Weak').
const LABELS: PasswordStrengthLabel[] = [
  'Very Weak',
  'Very Weak',
  'Weak',
  'Fair',
  'Good',
  'Strong',
];

/**
 * Counts the spec's five password criteria. Letters are matched by Unicode category so 'É' counts
 * as uppercase; whitespace is not 'special'. Length counts code points, not UTF-16 units.
 */
export function passwordStrength(password: string): PasswordStrength {
  const met: Record<PasswordCriterion, boolean> = {
    length: Array.from(password).length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    number: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
  const score = Object.values(met).filter(Boolean).length;
  return { score, label: LABELS[score], met };
}
