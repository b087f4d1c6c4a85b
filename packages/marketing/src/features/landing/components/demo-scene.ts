/**
 * The demo scene: original, fictional marketing content, laid out as the parser
 * would split it — one entry per line, the narrator reading headings and action.
 */
export type DemoLine = { actor: string; voice: string; dialog: string };

export const DEMO_TITLE = 'Spin Cycle';

/** Who reads what: offline catalogue voices, the same ones a writer can pick in the studio. */
export const DEMO_CAST = [
  { actor: 'NARRATOR', voice: 'Robert — calm, American', voiceId: 'offline-robert' },
  { actor: 'JUNE', voice: 'Sally — bright, American', voiceId: 'offline-sally' },
  { actor: 'OSCAR', voice: 'Alan — gentle, Scottish', voiceId: 'offline-alan' },
] as const;

export const DEMO_SCENE: readonly DemoLine[] = [
  { actor: 'NARRATOR', voice: 'narrator', dialog: 'INT. ALL-NIGHT LAUNDROMAT – 2:14 A.M.' },
  {
    actor: 'NARRATOR',
    voice: 'narrator',
    dialog:
      'Fluorescent hum. One dryer thumps like a slow heartbeat. JUNE, in a bathrobe and rain boots, feeds coins to a machine that keeps spitting them back.',
  },
  {
    actor: 'JUNE',
    voice: 'june',
    dialog: "Come on. I have one clean sock left and it's emotionally fragile.",
  },
  {
    actor: 'NARRATOR',
    voice: 'narrator',
    dialog:
      'The door chimes. OSCAR, immaculate in a three-piece suit, carries a laundry basket holding a single bow tie.',
  },
  { actor: 'OSCAR', voice: 'oscar', dialog: 'Busy night?' },
  { actor: 'JUNE', voice: 'june', dialog: "You're washing one bow tie." },
  { actor: 'OSCAR', voice: 'oscar', dialog: "It's been through a lot." },
  {
    actor: 'OSCAR',
    voice: 'oscar',
    dialog:
      'My wife used to say a laundromat at two in the morning is the only honest room in the city.',
  },
  { actor: 'JUNE', voice: 'june', dialog: 'What did she mean?' },
  { actor: 'OSCAR', voice: 'oscar', dialog: "No idea. That's why I keep coming back." },
];
