/**
 * Text rules shared by the classifier, the furniture filter and the Fountain reader: what a scene
 * heading, a transition, a character cue and page furniture look like in screenplay convention.
 */
const SCENE_PREFIX =
  /^(?:[A-Z]?\d+[A-Z]?[.)]?\s+)*(?:INT|EXT|EST|INT\.?\s?\/\s?EXT|EXT\.?\s?\/\s?INT|I\s?\/\s?E|E\s?\/\s?I|INTERIOR|EXTERIOR)(?:[.:\s/-]|$)/;

const TRANSITION =
  /^(?:[A-Z0-9 .'’\-/]+ TO:|(?:FADE|IRIS|WIPE) (?:IN|OUT|TO BLACK|TO WHITE)[.:]?|FADE (?:OUT|IN)\.?|(?:[A-Z]+ )?(?:FADE|CUT|BURN|SMASH|DISSOLVE|IRIS|WIPE|BLEED|FLASH) TO [A-Z]+[.:]?|(?:SMASH |MATCH |JUMP |HARD )?CUT:?|DISSOLVE:?|BACK TO (?:SCENE|PRESENT)[.:]?|THE END\.?|END CREDITS\.?|FONDU (?:AU NOIR|AU BLANC|ENCHA[IÎ]N[ÉE]|ENCHA[IÎ]N[ÉE] AU NOIR)[.:]?|(?:COUPE|CUT|ENCHA[IÎ]N[ÉE]|FONDU) ?:|FIN\.?)$/;

/**
 * The classifier asks the same questions of the same short texts many times over (every row is a
 * candidate cue, heading and column sample): remember the answers, within a bounded memory.
 */
function remembered<T>(fn: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let value = memo.get(text);
    if (value === undefined) {
      if (memo.size >= 20_000) memo.clear();
      value = fn(text);
      memo.set(text, value);
    }
    return value;
  };
}

/** Letters outside parentheses are (almost) all capitals: the shape of a cue or a slug line. */
export const isCaps = remembered((text: string): boolean => {
  const bare = text
    .replace(/\([^)]*\)?/g, '')
    .replace(/\b(?:Mc|Mac|De|Di|Da|La|Le|Van|Von)(?=[A-Z])/g, '');
  // Counted, not copied: stripping a long paragraph to its letters built a string piece by piece.
  // Two lower-case letters already answer no, which ordinary prose does within a word or two.
  let lower = 0;
  for (const lowerCase = /\p{Ll}/gu; lower < 2 && lowerCase.exec(bare);) lower++;
  if (lower >= 2) return false;
  let letters = 0;
  for (const run = /\p{L}+/gu; letters < 8;) {
    const m = run.exec(bare);
    if (!m) break;
    letters += m[0].length;
  }
  if (letters === 0) return false;
  return lower === 0 || letters >= 8;
});

export const isSceneHeading = remembered(
  (text: string): boolean => SCENE_PREFIX.test(text) && isCaps(text),
);

export const isTransition = remembered((text: string): boolean => TRANSITION.test(text.trim()));

/** Character extensions and markers that never belong to the name (V.O., CONT'D, dual '^'). */
const EXTENSION = /\s*\((?:[^()]*)\)\s*$/;
const BARE_CONTD = /\s+(?:CONT['’]?D|CONTINUED|CONT\.?)\s*$/i;

export const cueName = remembered((text: string): string => {
  let name = text.trim().replace(/^@/, '').replace(/\^$/, '').replace(/:$/, '').trim();
  for (let i = 0; i < 4; i++) {
    const next = name
      .replace(EXTENSION, '')
      .replace(BARE_CONTD, '')
      .replace(/\s*\($/, '')
      .trim();
    if (next === name) break;
    name = next;
  }
  // "(V.O.)" written without parentheses after a name
  name = name.replace(/\s+(?:V\.O\.|O\.S\.|O\.C\.|V\/O|O\/S)$/i, '');
  return name.replace(/\s+/g, ' ').toLocaleUpperCase();
});

/** A cue continues the previous speech across a page or an interruption: "JOHN (CONT'D)". */
export const isContinuedCue = (text: string): boolean =>
  /\bCONT(?:['’]?D|INUED|\.)|\(\s*SUITE\s*\)/i.test(text);

/** Name length and words of a cue judged on its text alone, and where the layout says cue. */
const CUE_LIMITS = { plain: { chars: 35, words: 5 }, placed: { chars: 45, words: 7 } };

const cueShape = (text: string, limits: { chars: number; words: number }): boolean => {
  const t = text.trim();
  // The extension is free text ("PROJECTIONNISTE 1 (Mr Jacques)"): only its length counts.
  if (t.length === 0 || t.length > limits.chars + 30 || !isCaps(t)) return false;
  if (isSceneHeading(t) || isTransition(t)) return false;
  const name = cueName(t);
  if (name.length === 0 || name.length > limits.chars) return false;
  // A full stop ends a sentence, not a name — unless it closes a title or an initial ("ERNESTO J.").
  if (/[.!?,;]$/.test(name) && !/\b(?:MR|MRS|MS|DR|JR|SR|ST|[A-Z])\.$/.test(name)) return false;
  if (/^[\d\W]+$/u.test(name)) return false;
  return name.split(' ').length <= limits.words;
};

/** A plausible character cue: short, capitals, not a slug, transition or sound effect line. */
export const looksLikeCue = remembered((text: string) => cueShape(text, CUE_LIMITS.plain));

/**
 * A cue at the cue column may be a long description ("VOICE OF WOMAN FROM ANOTHER GROUP",
 * "VOIX OFF MULTIPLES DE BRUITAGE BUCCAL"): the indent already says what it is.
 */
export const looksLikePlacedCue = remembered((text: string) => cueShape(text, CUE_LIMITS.placed));

const SCENE_NUMBER = /^\*?[A-Z]{0,2}\d{1,4}[A-Z]{0,3}\.?\*?$/;
export const isSceneNumber = (text: string): boolean => SCENE_NUMBER.test(text.trim());

export const isRevisionMark = (text: string): boolean => /^\*+$/.test(text.trim());

export const isPageNumber = (text: string): boolean =>
  /^(?:(?:page|p\.|pg\.?)\s*)?\d{1,4}\s*\.?$/i.test(text.trim()) ||
  /^-\s*\d{1,4}\s*-$/.test(text.trim());

/** A page number written "12." (dot) is never script text; a bare number only at a page edge. */
export const isDottedPageNumber = (text: string): boolean =>
  /^(?:(?:page|p\.|pg\.?)\s*)?\d{1,4}\.$|^(?:page|p\.|pg\.?)\s*\d{1,4}$/i.test(text.trim());

const CONTINUED = [
  /^\(?\s*CONTINUED\s*\)?:?$/i,
  /^(?:[A-Z]?\d+[A-Z]?\s+)?CONTINUED:?\s*(?:\(\s*\d+\s*\))?(?:\s+[A-Z]?\d+[A-Z]?)?$/i,
  /^\(?\s*CONT(?:['’]D|INUED)\s*\)?$/i,
  /^(?:[A-Z]?\d+[A-Z]?\s+)?\(?CONTINUED\)?\s*(?:[A-Z]?\d+[A-Z]?)?$/i,
];
export const isContinuedMarker = (text: string): boolean =>
  CONTINUED.some((re) => re.test(text.trim()));

/** The page-foot mark of a split speech: "(MORE)", in French "(À SUIVRE)" or "(PLUS)". */
export const isMore = (text: string): boolean =>
  /^\(\s*(?:MORE|[ÀA] SUIVRE|PLUS)\s*\)$/i.test(text.trim());
