/**
 * The project's own test screenplay, written for these tests (never corpus text). It holds one of
 * every anomaly names, as printed pages for the positioned formats and as elements for
 * the typed ones, plus the lines the parser must produce from either.
 */
import type { ScriptLine } from '../../../src/parsing/model';

/** A printed row: column, text pairs left to right (one pair, or more for margins and dual). */
export type PrintedRow = (number | string)[];

const A = 15; // action / scene heading: 1.5"
const D = 25; // dialogue: 2.5"
const P = 31; // parenthetical
const C = 37; // character cue: 3.7"

export const TITLE_PAGE: PrintedRow[] = [
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [33, 'THE LIGHTHOUSE KEEPER'],
  [],
  [40, 'Written by'],
  [],
  [38, 'Ada Pembrook'],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [10, 'Draft 2 - 2024'],
];

/** Script pages with scene numbers both sides, a revision header and mark, page numbers. */
export const SCRIPT_PAGES: PrintedRow[][] = [
  [
    [A, 'REV. BLUE - 03/04/2024'],
    [],
    [10, '1', A, 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'],
    [],
    [A, 'Waves hammer the rocks below. A lamp turns, slow and'],
    [A, 'patient, sweeping the sea.'],
    [],
    [C, 'MARA (V.O.)'],
    [D, 'Every night for thirty years.'],
    [],
    [C, 'NARRATOR'],
    [P, '(dry)'],
    [D, 'She counted every one of them.'],
    [],
    [C, 'TOBIAS (O.S.)'],
    [D, 'MARA! THE LAMP IS OUT!'],
    [],
    [A, 'Mara climbs the stairs two at a time.', 78, '*'],
    [],
    [C, 'MARA'],
    [D, 'Hold on. The wick needs trimming,'],
    [D, 'and the oil is nearly'],
    [C, '(MORE)'],
    [],
    [72, '(CONTINUED)'],
  ],
  [
    [A, '1 CONTINUED:', 71, '2.'],
    [],
    [],
    [C, "MARA (CONT'D)"],
    [D, 'gone. Bring the spare can.'],
    [],
    [62, 'CUT TO:'],
    [],
    [10, '2', A, 'INT. LAMP ROOM - CONTINUOUS', 73, '2'],
    [],
    [A, 'Tobias and Mara stand face to face.'],
    [],
    [23, 'TOBIAS', 53, 'MARA'],
    [20, 'You first.', 50, 'No, you.'],
    [],
    [C, 'TOBIAS'],
    [D, 'Row, row, row the boat,'],
    [D, 'gently down the stream.'],
    [],
    [62, 'FADE OUT.'],
  ],
];

export const EXPECTED: ScriptLine[] = [
  { actor: 'narrator', dialog: 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT', kind: 'scene_heading' },
  {
    actor: 'narrator',
    dialog: 'Waves hammer the rocks below. A lamp turns, slow and patient, sweeping the sea.',
    kind: 'action',
  },
  { actor: 'MARA', dialog: 'Every night for thirty years.', kind: 'dialogue' },
  {
    actor: 'NARRATOR',
    dialog: 'She counted every one of them.',
    kind: 'dialogue',
    direction: '(dry)',
  },
  { actor: 'TOBIAS', dialog: 'MARA! THE LAMP IS OUT!', kind: 'dialogue' },
  { actor: 'narrator', dialog: 'Mara climbs the stairs two at a time.', kind: 'action' },
  {
    actor: 'MARA',
    dialog: 'Hold on. The wick needs trimming, and the oil is nearly gone. Bring the spare can.',
    kind: 'dialogue',
  },
  { actor: 'narrator', dialog: 'CUT TO:', kind: 'transition' },
  { actor: 'narrator', dialog: 'INT. LAMP ROOM - CONTINUOUS', kind: 'scene_heading' },
  { actor: 'narrator', dialog: 'Tobias and Mara stand face to face.', kind: 'action' },
  { actor: 'TOBIAS', dialog: 'You first.', kind: 'dialogue' },
  { actor: 'MARA', dialog: 'No, you.', kind: 'dialogue' },
  { actor: 'TOBIAS', dialog: 'Row, row, row the boat, gently down the stream.', kind: 'dialogue' },
  { actor: 'narrator', dialog: 'FADE OUT.', kind: 'transition' },
];

export type TypedElement = { type: string; text: string; dual?: 'left' | 'right' };

/** The same script as elements, for the formats that carry element types. */
export const ELEMENTS: TypedElement[] = [
  { type: 'scene_heading', text: 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT' },
  {
    type: 'action',
    text: 'Waves hammer the rocks below. A lamp turns, slow and patient, sweeping the sea.',
  },
  { type: 'character', text: 'MARA (V.O.)' },
  { type: 'dialogue', text: 'Every night for thirty years.' },
  { type: 'character', text: 'NARRATOR' },
  { type: 'parenthetical', text: '(dry)' },
  { type: 'dialogue', text: 'She counted every one of them.' },
  { type: 'character', text: 'TOBIAS (O.S.)' },
  { type: 'dialogue', text: 'MARA! THE LAMP IS OUT!' },
  { type: 'action', text: 'Mara climbs the stairs two at a time.' },
  { type: 'character', text: 'MARA' },
  {
    type: 'dialogue',
    text: 'Hold on. The wick needs trimming, and the oil is nearly gone. Bring the spare can.',
  },
  { type: 'transition', text: 'CUT TO:' },
  { type: 'scene_heading', text: 'INT. LAMP ROOM - CONTINUOUS' },
  { type: 'action', text: 'Tobias and Mara stand face to face.' },
  { type: 'character', text: 'TOBIAS', dual: 'left' },
  { type: 'dialogue', text: 'You first.', dual: 'left' },
  { type: 'character', text: 'MARA', dual: 'right' },
  { type: 'dialogue', text: 'No, you.', dual: 'right' },
  { type: 'character', text: 'TOBIAS' },
  { type: 'lyrics', text: 'Row, row, row the boat,\ngently down the stream.' },
  { type: 'transition', text: 'FADE OUT.' },
];
