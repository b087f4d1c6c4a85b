/**
 * Tailwind 700-level hues: every one keeps white initials at a WCAG AA contrast of 4.5:1 or more
 * (checked in the tests), so the palette can grow without re-auditing by eye.
 */
export const AVATAR_PALETTE = [
  '#4338ca',
  '#6d28d9',
  '#a21caf',
  '#be185d',
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#4d7c0f',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#1d4ed8',
] as const;

/** Used when there is no name, so the '?' avatar looks neutral rather than picked at random. */
export const AVATAR_FALLBACK_COLOUR = '#475569';

/** Background for an initials avatar, chosen from the first letter so a user keeps one colour. */
export function avatarColour(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  if (!first) return AVATAR_FALLBACK_COLOUR;
  const code = first.toUpperCase().codePointAt(0) ?? 0;
  return AVATAR_PALETTE[code % AVATAR_PALETTE.length];
}
