import { strToU8 } from 'fflate';

import { parseScript } from '../../src/parsing/index';

// A French script, screenplay-indented (action at 0, dialogue at 10, cues at 20): accented
// names, guillemets, "(OFF)", a speech split across pages by "(À SUIVRE)" / "(SUITE)".
const cue = (name: string) => ' '.repeat(20) + name;
const say = (text: string) => ' '.repeat(10) + text;
const paren = (text: string) => ' '.repeat(15) + text;
const kitchen =
  'La cuisine est plongée dans la pénombre, seule la hotte éclaire le plan de travail.';
const look = 'Élodie pose la cafetière sur la table et regarde son frère sans un mot.';

const SCRIPT = [
  "INT. CUISINE DE L'APPARTEMENT - NUIT",
  '',
  kitchen,
  '',
  cue('ÉLODIE'),
  paren('(à voix basse)'),
  say("Tu rentres à quelle heure, d'habitude ?"),
  '',
  look,
  '',
  cue('FRANÇOIS (OFF)'),
  say('« Quand ça me chante », comme dirait'),
  say('papa.'),
  cue('(À SUIVRE)'),
  '\f' + ' '.repeat(55) + '2.',
  '',
  cue('FRANÇOIS (SUITE)'),
  say("Ne m'attends pas."),
  paren('(il claque la porte)'),
  '',
  kitchen,
  '',
  'FONDU AU NOIR.',
].join('\n');

describe('a French script', () => {
  it('reads its cues, speeches, directions and transitions as an English one', async () => {
    const { lines } = await parseScript(strToU8(SCRIPT));
    expect(lines).toEqual([
      { actor: 'narrator', dialog: "INT. CUISINE DE L'APPARTEMENT - NUIT", kind: 'scene_heading' },
      { actor: 'narrator', dialog: kitchen, kind: 'action' },
      {
        actor: 'ÉLODIE',
        dialog: "Tu rentres à quelle heure, d'habitude ?",
        kind: 'dialogue',
        direction: '(à voix basse)',
      },
      { actor: 'narrator', dialog: look, kind: 'action' },
      {
        actor: 'FRANÇOIS',
        dialog: "« Quand ça me chante », comme dirait papa. Ne m'attends pas.",
        kind: 'dialogue',
        directionAfter: '(il claque la porte)',
      },
      { actor: 'narrator', dialog: kitchen, kind: 'action' },
      { actor: 'narrator', dialog: 'FONDU AU NOIR.', kind: 'transition' },
    ]);
  });
});
