/**
 * Text as it should be said. Screenplays are written for readers: the narrator must not say "int"
 * for INT., nor read CUT TO:; a character must not speak their own stage directions. Numbers are
 * left to the engines, which read them well.
 *
 * - narrator (scene headings and action): headings expanded (INT. → "Interior."), transitions
 *   dropped, extensions said ("in voice-over"), other parentheticals read as asides.
 * - character (dialogue): parentheticals dropped, (beat)/(pause) become a pause.
 */
import {
  ABBREVIATIONS,
  ACRONYMS,
  EXTENSIONS,
  FURNITURE,
  HEADING_PREFIXES,
  PAUSES,
  TRANSITION,
} from './screenplay-terms';

export type SpeechRole = 'narrator' | 'character';

const PAUSE = ' ... ';

function plainPunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2000-\u200b]/g, ' ')
    .replace(/\s*[\u2013\u2014]\s*/g, ' -- ');
}

/** Fountain and plain-text markup that is not read: notes, boneyard, emphasis marks. */
function stripMarkup(text: string): string {
  return text
    .replace(/\[\[[\s\S]*?\]\]/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|\s)[*_]+(?=\S)|(?<=\S)[*_]+(?=\s|$|[.,!?;:])/g, '$1');
}

function parenthetical(inner: string, role: SpeechRole): string {
  const content = inner.trim();
  if (PAUSES.test(content)) return PAUSE;
  for (const [pattern, said] of EXTENSIONS)
    if (pattern.test(content)) return role === 'narrator' ? `, ${said}, ` : ' ';
  return role === 'narrator' && content ? `, ${content}, ` : ' ';
}

function sceneHeading(text: string): string | undefined {
  // Scene numbers either side of a heading ("12 INT. HOUSE - DAY 12") are not read.
  const bare = text.replace(/^\s*\d+[A-Z]{0,2}\.?\s+(?=[A-Z])/, '').trim();
  for (const [prefix, said] of HEADING_PREFIXES) {
    const match = prefix.exec(bare);
    if (!match) continue;
    const rest = bare
      .slice(match[0].length)
      .replace(/\s+\d+[A-Z]{0,2}\.?$/, '')
      .replace(/^[\s.]+/, '')
      // "KITCHEN - NIGHT", "HOUSE / GARDEN": the separators are pauses.
      .replace(/\s+[-–—/]+\s+|\s+--\s*/g, ', ');
    return `${said} ${rest}`.trim();
  }
  return undefined;
}

function lowerShouting(text: string): string {
  return text.replace(/\b[A-Z][A-Z']*[A-Z]\b/g, (word) => {
    if (ACRONYMS.has(word)) return word;
    // Without a vowel it is letters (TV, HQ, PTSD): engines spell those by themselves.
    if (!/[AEIOUY]/.test(word)) return word;
    // Capitalised rather than lowered: most shouted words in scripts are names.
    return word[0] + word.slice(1).toLowerCase();
  });
}

function tidy(text: string): string {
  let out = text
    .replace(/\s*--+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/\s*\.{3,}\s*/g, '... ')
    .replace(/\s+([,.;:!?])/g, '$1');
  // A pause or a stop swallows the commas an expansion left beside it.
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out
      .replace(/[,;:]\s*(\.\.\.|[,.;:!?])/g, '$1')
      .replace(/\.\.\.\s*[,;:.]+/g, '...')
      .replace(/([.!?])\s*\.\.\./g, '$1');
  }
  return out
    .replace(/^[\s,.;:]+/, '')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s*\.\.\.$/, '')
    .trim();
}

export function speechText(text: string, role: SpeechRole = 'character'): string {
  let out = stripMarkup(plainPunctuation(text)).replace(FURNITURE, ' ').trim();
  if (role === 'narrator') {
    if (TRANSITION.test(out)) return '';
    out = sceneHeading(out) ?? out;
  }
  out = out.replace(/\(([^()]*)\)/g, (_, inner: string) => parenthetical(inner, role));
  // An unclosed parenthesis (a wryly cut by a page break) is dropped for characters.
  if (role === 'character') out = out.replace(/\([^)]*$/, ' ');
  out = out.replace(/[()]/g, ' ');
  for (const [pattern, said] of ABBREVIATIONS) out = out.replace(pattern, said);
  out = lowerShouting(out);
  return tidy(out);
}
