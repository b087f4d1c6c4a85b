import { NARRATOR } from '@castmyscript/api/contract';

/**
 * The stems download's pure parts: which stem a line goes to, the stems' file names,
 * each line's place on the combined read's timeline, the Audacity label track and the cue sheet.
 * Tested beside them.
 */
export type StemLine = { actor: string; dialog: string };

/** A line with no actor is read by the narrator's voice, so it is narration too. */
export const stemOf = (line: Pick<StemLine, 'actor'>): string =>
  line.actor.trim() === '' || line.actor === NARRATOR ? NARRATOR : line.actor;

/**
 * `stems/<CHARACTER>.wav` per speaking character in order of their first line, `narrator.wav`
 * last when there is narration. Names are the writer's text: anything a file system refuses
 * becomes `_`, and names equal but for case (a character called NARRATOR) are told apart, so the
 * archive unpacks whole on any system.
 */
export function stemFiles(lines: Pick<StemLine, 'actor'>[]): Map<string, string> {
  const stems = [...new Set(lines.map(stemOf))];
  const characters = stems.filter((stem) => stem !== NARRATOR);
  const narration = stems.includes(NARRATOR) ? [NARRATOR] : [];
  const taken = new Set<string>();
  const files = new Map<string, string>();
  // The narrator is named first, so its file is always narrator.wav.
  for (const stem of [...narration, ...characters]) {
    const base =
      stem
        // eslint-disable-next-line no-control-regex -- file systems refuse control characters
        .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
        .replace(/^[.\s]+|[.\s]+$/g, '')
        .slice(0, 100) || '_';
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
    taken.add(name.toLowerCase());
    files.set(stem, `stems/${name}.wav`);
  }
  return new Map([...characters, ...narration].map((stem) => [stem, files.get(stem)!]));
}

/** Where each line is heard, in samples: from its start for its own audio (not its pause). */
export type Span = { start: number; end: number };

export function spansOf(layout: { frames: number[]; ownFrames: number[] }): Span[] {
  let at = 0;
  return layout.frames.map((frames, i) => {
    const span = { start: at, end: at + Math.min(frames, layout.ownFrames[i]) };
    at += frames;
    return span;
  });
}

const seconds = (samples: number, rate: number) => (samples / rate).toFixed(6);
/** One line of text in a cell or a label: tabs and line breaks would split it. */
const oneLine = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();
const who = (line: StemLine) => (stemOf(line) === NARRATOR ? NARRATOR : line.actor);

/** Audacity's label track: `start\tend\tCHARACTER: words`, one line each, in seconds. */
export function labelsTxt(lines: StemLine[], spans: Span[], rate: number): string {
  return lines
    .map((line, i) => {
      const { start, end } = spans[i];
      return `${seconds(start, rate)}\t${seconds(end, rate)}\t${who(line)}: ${oneLine(line.dialog)}\n`;
    })
    .join('');
}

/**
 * A cell of the cue sheet. Quoted per RFC 4180; text a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/return) is prefixed with `'`, since lines are anyone's words.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== String(value) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `cues.csv`: a row per line with its number, times, character, stem file and words. */
export function cuesCsv(
  lines: StemLine[],
  spans: Span[],
  rate: number,
  files: Map<string, string>,
): string {
  const rows = lines.map((line, i) =>
    [
      i + 1,
      seconds(spans[i].start, rate),
      seconds(spans[i].end, rate),
      who(line),
      files.get(stemOf(line))!,
      oneLine(line.dialog),
    ]
      .map(csvCell)
      .join(','),
  );
  return ['line,start,end,character,stem,text', ...rows].join('\r\n') + '\r\n';
}
