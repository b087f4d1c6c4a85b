/**
 * Avatar initials: first letter of up to two words, upper-cased; '?' when there
 * is no name. Array.from keeps letters outside the BMP (e.g. emoji, some scripts) whole.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}
