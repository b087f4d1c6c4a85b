/**
 * The one line builder: typed elements → script lines. Joins a speech split
 * by (MORE)/(CONT'D), attaches parentheticals as directions, names the narrator, strips scene
 * numbers from headings and gives every character one spelling.
 */
import { FORCED_DOT } from './forced-headings';
import { type Element, NARRATOR, type ScriptLine } from './model';
import { cueName, isContinuedCue, isMore } from './rules';

const cleanHeading = (forced: string): string => {
  const text = forced.replace(FORCED_DOT, '');
  const numbered = text.match(/^\*?([A-Z]?\d+[A-Z]?)[.)]?\s+(.+)$/);
  if (!numbered) return text;
  const [, num, rest] = numbered;
  return rest.replace(new RegExp(`\\s+\\*?${num}\\.?\\*?$`), '').trim();
};

const joinSpeech = (a: string, b: string) => (a ? `${a} ${b}` : b);

/**
 * One spelling per character: names equal but for spacing ("MR . HOWARD", a PDF's kerning) take
 * the commonest. Punctuation is the writer's spelling and stays ("J.D." is not "JD").
 */
function unifyNames(lines: ScriptLine[]): ScriptLine[] {
  const key = (name: string) => name.replace(/\s+/gu, '');
  const counts = new Map<string, Map<string, number>>();
  for (const l of lines) {
    if (l.actor === NARRATOR) continue;
    const spellings = counts.get(key(l.actor)) ?? new Map<string, number>();
    spellings.set(l.actor, (spellings.get(l.actor) ?? 0) + 1);
    counts.set(key(l.actor), spellings);
  }
  const best = new Map<string, string>();
  for (const [k, spellings] of counts) {
    best.set(k, [...spellings].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0][0]);
  }
  return lines.map((l) =>
    l.actor === NARRATOR ? l : { ...l, actor: best.get(key(l.actor)) ?? l.actor },
  );
}

export function buildLines(elements: Element[]): ScriptLine[] {
  const lines: ScriptLine[] = [];
  let speaker: string | undefined;
  let direction: string | undefined;
  // The speech a (CONT'D) cue may continue: only when nothing but the cue came after it.
  let open: ScriptLine | undefined;
  // A parenthetical closing a speech has no words after it: it stays after the last line's
  // words, where the writer put it ("Meurs ! (jette le briquet)").
  const closeSpeech = () => {
    const last = lines[lines.length - 1];
    if (speaker && direction && last?.actor === speaker && last.kind === 'dialogue')
      last.directionAfter = last.directionAfter ? `${last.directionAfter} ${direction}` : direction;
    direction = undefined;
  };
  for (const el of elements) {
    const text = el.text.trim();
    if (!text || isMore(text)) continue;
    if (el.type === 'character') {
      const name = cueName(text) || text.toUpperCase();
      const resumes = open && open.actor === name && isContinuedCue(text) && !el.dual;
      if (!resumes) open = undefined;
      closeSpeech();
      speaker = name;
      continue;
    }
    if (speaker && (el.type === 'dialogue' || el.type === 'parenthetical')) {
      if (el.type === 'parenthetical') {
        direction = direction ? `${direction} ${text}` : text;
        continue;
      }
      if (open && !direction) {
        open.dialog = joinSpeech(open.dialog, text);
        continue;
      }
      open = {
        actor: speaker,
        dialog: text,
        kind: 'dialogue',
        ...(direction ? { direction } : {}),
      };
      lines.push(open);
      direction = undefined;
      continue;
    }
    closeSpeech();
    speaker = undefined;
    open = undefined;
    const kind = el.type === 'scene_heading' || el.type === 'transition' ? el.type : 'action';
    lines.push({
      actor: NARRATOR,
      dialog: kind === 'scene_heading' ? cleanHeading(text) : text,
      kind,
    });
  }
  closeSpeech();
  return unifyNames(lines);
}
