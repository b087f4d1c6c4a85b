/**
 * Screenplay shorthand and how it is said aloud. Tables only; `speech-text.ts` applies them.
 */

/** Scene-heading prefixes, longest first so INT./EXT. wins over INT. */
export const HEADING_PREFIXES: [RegExp, string][] = [
  [
    /^(?:INT\.?\s*\/\s*EXT\.?|INT\.?\s*-\s*EXT\.?|I\s*\/\s*E\.?|I\.\s*\/\s*E\.?|INT\.?\s*&\s*EXT\.?)(?=[\s.]|$)/i,
    'Interior and exterior.',
  ],
  [/^(?:EXT\.?\s*\/\s*INT\.?|E\s*\/\s*I\.?)(?=[\s.]|$)/i, 'Exterior and interior.'],
  [/^INT\.?(?=[\s.]|$)/i, 'Interior.'],
  [/^EXT\.?(?=[\s.]|$)/i, 'Exterior.'],
  [/^EST\.?(?=[\s.]|$)/i, 'Establishing shot.'],
];

/** Whole lines that are transitions: not spoken. */
export const TRANSITION =
  /^(?:(?:SMASH|MATCH|JUMP|TIME|HARD|QUICK)\s+CUT(?:\s+TO)?|CUT\s+TO(?:\s+BLACK)?|DISSOLVE(?:\s+TO)?|FADE\s+(?:IN|OUT|TO(?:\s+BLACK|\s+WHITE)?)|WIPE\s+TO|BACK\s+TO|INTERCUT(?:\s+WITH)?|IRIS\s+(?:IN|OUT)|FLASH\s+CUT(?:\s+TO)?)\s*[:.]?$/i;

/** Parentheticals that mean a pause. */
export const PAUSES =
  /^(?:a\s+)?(?:beat|pause|long\s+pause|short\s+pause|moment|a\s+moment|silence|beat\s+beat|then)$/i;

/** Character extensions: who or where, not what is said. */
export const EXTENSIONS: [RegExp, string][] = [
  [/^V\.?\s?O\.?$/i, 'in voice-over'],
  [/^O\.?\s?S\.?$/i, 'off screen'],
  [/^O\.?\s?C\.?$/i, 'off camera'],
  [/^(?:ON\s+)?(?:PHONE|RADIO|TV|INTERCOM|FILTERED|F)$/i, 'on the line'],
];

/** Dropped wherever they appear: page-break furniture. */
export const FURNITURE =
  /\(\s*(?:CONT(?:'|’)?D|CONTINUED|CONTINUING|MORE)\s*\)|\bCONT(?:'|’)D\b|\(\s*MORE\s*\)/gi;

/** Abbreviations expanded anywhere (word-bounded, case as written in scripts). */
export const ABBREVIATIONS: [RegExp, string][] = [
  [/\bV\.O\.(?=\s|$|[,;:)])/g, 'voice-over'],
  [/\bO\.S\.(?=\s|$|[,;:)])/g, 'off screen'],
  [/\bO\.C\.(?=\s|$|[,;:)])/g, 'off camera'],
  [/\bP\.?O\.?V\.?(?=\s|$|[,;:)])/g, 'point of view'],
  [/\bE\.?C\.?U\.?(?=\s|$|[,;:)])/g, 'extreme close-up'],
  [/\bC\.?U\.?(?=\s|$|[,;:)])/g, 'close-up'],
  [/\b[bB]\.[gG]\./g, 'background'],
  [/\b[fF]\.[gG]\./g, 'foreground'],
  [/\bS\.?F\.?X\.?(?=\s|$|[,;:)])/g, 'sound effect'],
  [/\bV\.?F\.?X\.?(?=\s|$|[,;:)])/g, 'visual effect'],
  [/\bSUPER\s*:/g, 'Caption:'],
  [/\bINSERT\s*:/g, 'Insert:'],
  [/\bMr\.(?=\s)/g, 'Mister'],
  [/\bMrs\.(?=\s)/g, 'Missus'],
  [/\bMs\.(?=\s)/g, 'Miz'],
  [/\bDr\.(?=\s)/g, 'Doctor'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\s&\s/g, ' and '],
];

/**
 * All-caps words are lowered so engines read them as words, not letter by letter, except these,
 * which are said as letters anyway (engines spell words without vowels by themselves).
 */
export const ACRONYMS = new Set(
  `FBI CIA NSA NYPD LAPD CEO CFO ATM GPS ID IRS DJ VIP MRI EMT ICU UN USA UK EU BBC CNN NBA NFL MIT
   UCLA NYU DMV DA PI AI IQ IOU CPR SUV ETA LAX JFK II III IV VI VII VIII IX XI XII XIV XV XX`.split(
    /\s+/,
  ),
);
