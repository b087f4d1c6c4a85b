/**
 * "Last Train": a ten-page script written for the parser's end-to-end test, with its ground truth.
 * Pages 1-3 keep screenplay indentation (cues by three tabs beside cues by spaces); from page 4 on
 * the layout is lost as in text from web archives: cues flush left above their speech, a cue and
 * its speech on one line, a speech running into the next cue. Every page opens with a running
 * header carrying a revision mark and the page number.
 */
type Element = { heading: string } | { action: string } | { speaker: string; says: string };

const PAGES: Element[][] = [
  [
    { heading: 'INT. SIGNAL BOX - NIGHT' },
    {
      action:
        'Rain drums on the roof. A lamp swings over the levers and throws shadows on the wall.',
    },
    {
      speaker: 'NELL',
      says: 'Pull the third lever, not the second. The second sends her into the sidings.',
    },
    { action: 'PIP, twelve, hesitates with his hand over the cold iron and looks back at her.' },
    { speaker: 'PIP', says: 'Which one is the third from here? They all look the same to me.' },
    { speaker: 'NELL', says: 'The red one. Go on, before the mail comes through.' },
  ],
  [
    {
      action: 'He pulls it. Far off, a signal arm drops with a clang that echoes across the yard.',
    },
    { speaker: 'PIP', says: 'Is that the last train tonight?' },
    { speaker: 'NELL', says: 'The last one that stops. The freight never stops for anybody.' },
    { heading: 'EXT. PLATFORM - CONTINUOUS' },
    {
      action: 'MARSHAL OKAFOR (50s), greatcoat buttoned to the chin, waits under the broken clock.',
    },
    {
      speaker: 'MARSHAL OKAFOR',
      says: 'Evening, Nell. You have not seen a man with a grey satchel?',
    },
  ],
  [
    {
      speaker: 'NELL',
      says: 'Nobody comes out here in this weather, Marshal. Not even you, usually.',
    },
    {
      speaker: 'MARSHAL OKAFOR',
      says: 'He robbed the payroll office at Dunmore and bought a ticket to here.',
    },
    { action: 'Pip edges out of the signal box and listens from the bottom of the wooden steps.' },
    { speaker: 'PIP', says: 'There was a man. He asked me the time and gave me a penny for it.' },
    { speaker: 'MARSHAL OKAFOR', says: 'Which way did he go, son?' },
  ],
  [
    { action: 'Pip points down the line toward the quarry road, where the fog is thickest.' },
    { speaker: 'NELL', says: 'That road floods every spring. Nobody walks it at night.' },
    {
      speaker: 'MARSHAL OKAFOR',
      says: 'A man with a satchel full of wages walks wherever he must.',
    },
    { speaker: 'PIP', says: 'Can I come? I know every stone of that road.' },
    { speaker: 'NELL', says: 'You will stay right here with me.' },
  ],
  [
    { heading: 'THE FLOODED QUARRY - NIGHT' },
    { action: 'Black water fills the old pit. A rusted crane leans out over it like a gallows.' },
    { speaker: 'MARSHAL OKAFOR', says: 'Come out where I can see your hands.' },
    { action: 'DEPUTY ANNA RUIZ (40s), boots caked in mud, climbs the spoil heap with a lantern.' },
    {
      speaker: 'DEPUTY ANNA RUIZ',
      says: 'He is not here, Marshal. There are tracks going down to the water.',
    },
    { speaker: 'MARSHAL OKAFOR', says: 'Then he swam, or he wants us to think he did.' },
  ],
  [
    { speaker: 'DEPUTY ANNA RUIZ', says: 'Nobody swims that pit in March and lives.' },
    { speaker: 'MARSHAL OKAFOR', says: 'Where is the key to the pump house?' },
    { speaker: 'DEPUTY ANNA RUIZ', says: 'Not tonight. The foreman took it home with him.' },
    { speaker: 'MARSHAL OKAFOR', says: 'Then we break the lock.' },
    { action: 'Ruiz swings the lantern against the padlock until the hasp gives way.' },
  ],
  [
    { heading: 'INT. PUMP HOUSE - NIGHT' },
    { action: 'A wet floor, a silent engine, and a grey satchel hanging from a nail by the door.' },
    {
      speaker: 'DEPUTY ANNA RUIZ',
      says: 'That is his. The strap is mended with wire, like the clerk said.',
    },
    { speaker: 'MARSHAL OKAFOR', says: 'Empty. He moved the money before we got here.' },
    { speaker: 'DEPUTY ANNA RUIZ', says: 'Or somebody moved it for him.' },
  ],
  [
    { heading: 'INT. SIGNAL BOX - LATER' },
    { action: 'Nell sits by the stove. Pip counts coins on the windowsill, far too many of them.' },
    { speaker: 'NELL', says: 'Where did you get all that money, Pip?' },
    { speaker: 'PIP', says: 'The man gave me a shilling to carry his bag to the pump house.' },
    { speaker: 'NELL', says: 'A shilling is one coin. That is a whole week of wages.' },
    { speaker: 'PIP', says: 'He gave me the rest to keep quiet about it.' },
  ],
  [
    {
      action:
        'Boots on the steps outside. The door opens and the Marshal ducks in out of the rain.',
    },
    {
      speaker: 'MARSHAL OKAFOR',
      says: 'Evening again. The boy has something to tell me, I think.',
    },
    { speaker: 'PIP', says: 'He is hiding in the last carriage of the freight.' },
    { speaker: 'DEPUTY ANNA RUIZ', says: 'The freight never stops here. Nell said so herself.' },
    { speaker: 'NELL', says: 'It stops if I set the signal against it.' },
  ],
  [
    { heading: 'EXT. PLATFORM - NIGHT' },
    {
      action: 'The freight grinds to a halt under the red lamp, steam rolling along the platform.',
    },
    { speaker: 'MARSHAL OKAFOR', says: 'Last carriage. Nobody moves until I say so.' },
    { speaker: 'DEPUTY ANNA RUIZ', says: 'Ready when you are, Marshal.' },
    { speaker: 'PIP', says: 'Can I watch now? Please?' },
    { speaker: 'NELL', says: 'From the window, and not one step further.' },
    {
      action:
        'The Marshal hauls the door open. The carriage is full of sacks of coal and one cold man.',
    },
  ],
];

const wrap = (text: string, width: number): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) [out[out.length], line] = [line, word];
    else line = line ? `${line} ${word}` : word;
  }
  return [...out, line];
};

const header = (page: number) => 'LAST TRAIN - Rev. 5/2'.padEnd(60) + `${page}.`;

/** Pages 1-3: cues by three tabs or by spaces, speeches by a tab or by spaces, in turn. */
function indentedPage(elements: Element[]): string[] {
  const lines: string[] = [];
  elements.forEach((e, k) => {
    if ('heading' in e) lines.push('', e.heading);
    else if ('action' in e) lines.push('', ...wrap(e.action, 60));
    else {
      const tabs = k % 2 === 0;
      lines.push('', (tabs ? '\t\t\t' : ' '.repeat(22)) + e.speaker);
      lines.push(...wrap(e.says, 35).map((l) => (tabs ? '\t' : ' '.repeat(10)) + l));
    }
  });
  return lines;
}

/** Pages 4-10: flush left, the lost-break shapes taken in turn for cues of known speakers. */
function lostPage(elements: Element[], spoken: Set<string>): string[] {
  const lines: string[] = [];
  let shape = 0;
  elements.forEach((e, k) => {
    if ('heading' in e) lines.push('', e.heading);
    else if ('action' in e) lines.push('', ...wrap(e.action, 60));
    else {
      const previous = elements[k - 1];
      const speech = wrap(e.says, 60);
      const known = spoken.has(e.speaker);
      spoken.add(e.speaker);
      const form = known ? shape++ % 3 : 0;
      if (form === 2 && previous && 'speaker' in previous) {
        lines[lines.length - 1] += ` ${e.speaker}`;
        lines.push(...speech);
      } else if (form === 1) lines.push('', `${e.speaker} ${speech[0]}`, ...speech.slice(1));
      else lines.push('', e.speaker, ...speech);
    }
  });
  return lines;
}

/** The pages as text lines, each opening with the running header. */
export function lastTrainPages(): string[][] {
  const spoken = new Set<string>();
  return PAGES.map((elements, i) => {
    for (const e of elements) if (i < 3 && 'speaker' in e) spoken.add(e.speaker);
    return [header(i + 1), ...(i < 3 ? indentedPage(elements) : lostPage(elements, spoken))];
  });
}

/** Ground truth in the corpus's form: `[{actor, dialog, type}]`. */
export const LAST_TRAIN_TRUTH = PAGES.flat().map((e) =>
  'heading' in e
    ? { actor: 'narrator', dialog: e.heading, type: 'scene_heading' }
    : 'action' in e
      ? { actor: 'narrator', dialog: e.action, type: 'action' }
      : { actor: e.speaker, dialog: e.says, type: 'dialogue' },
);
