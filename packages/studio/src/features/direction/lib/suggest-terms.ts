/** Words a voice engine is likely to misread: the characters' names and other capitalised words. */

type Line = { actor: string; dialog: string };

// Capitalised because they start a sentence, or common enough that every engine knows them.
const COMMON = new Set(
  'I A The An And But Or So If Then When Where What Who Why How Yes No Oh Okay OK Hey Mr Mrs Ms Dr Sir We You He She It They This That There Here My Your Our His Her Their Int Ext Day Night Cut To Continued Later Morning Evening'.split(
    ' ',
  ),
);

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Suggestions for the pronunciation list, most used first: each character's name as spoken (with
 * the character who says the most lines to try it with), then capitalised words that do not open
 * a sentence; terms already listed are left out.
 */
export function suggestTerms(
  lines: Line[],
  listed: string[],
  max = 12,
): { term: string; actor?: string }[] {
  const known = new Set(listed.map((t) => t.toLowerCase()));
  const counts = new Map<string, number>();
  const add = (term: string, n = 1) => counts.set(term, (counts.get(term) ?? 0) + n);
  for (const line of lines) {
    if (line.actor && line.actor !== 'narrator') add(titleCase(line.actor), 2);
    const words = line.dialog.split(/\s+/);
    words.forEach((raw, i) => {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      const opensSentence = i === 0 || /[.!?:]$/.test(words[i - 1]);
      if (/^\p{Lu}\p{Ll}+$/u.test(word) && !opensSentence && !COMMON.has(word)) add(word);
    });
  }
  return [...counts.entries()]
    .filter(([term]) => !known.has(term.toLowerCase()) && !COMMON.has(term))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([term]) => ({ term }));
}
