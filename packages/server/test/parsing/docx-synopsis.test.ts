import { parseScript } from '../../src/parsing/index';
import { docx, para } from './helpers/render';

// A styled DOCX as converters make it from Fountain: sections become Heading paragraphs and
// synopses plain body text, formatted unlike the action paragraphs (no spacing of their own).
const STYLES = [
  ['Heading2', 'heading 2'],
  ['TextBody', 'Text Body'],
  ['Character', 'Character'],
  ['Dialogue', 'Dialogue'],
]
  .map(
    ([id, name]) =>
      `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`,
  )
  .join('');
const ACTION_SPACING = '<w:spacing w:before="0" w:after="140"/>';
const heading = (text: string) => para(text, '<w:pStyle w:val="Heading2"/>');
const action = (text: string) => para(text, `<w:pStyle w:val="TextBody"/>${ACTION_SPACING}`);
const synopsis = (text: string) => para(text, '<w:pStyle w:val="TextBody"/>');
const cue = (text: string) => para(text, '<w:pStyle w:val="Character"/><w:ind w:left="3168"/>');
const say = (text: string) => para(text, '<w:pStyle w:val="Dialogue"/><w:ind w:left="1440"/>');

const read = async (paragraphs: string[]) =>
  (await parseScript(docx(paragraphs, STYLES))).lines.map((l) => l.dialog);

describe('synopses in a styled DOCX', () => {
  it('leaves out a synopsis under its section heading, before a slug line or a speech', async () => {
    const lines = await read([
      heading('Meet the keeper'),
      synopsis('We meet Mara and learn what the lamp means to her.'),
      para('INT. LAMP ROOM - NIGHT', '<w:pStyle w:val="TextBody"/>'),
      action('Mara trims the wick, as she has every night for thirty years.'),
      heading('The storm'),
      synopsis('The weather turns and so does Mara.'),
      cue('MARA'),
      say('Here it comes.'),
      action('Rain lashes the glass.'),
      action('The beam sweeps on regardless.'),
    ]);
    expect(lines).toEqual([
      'INT. LAMP ROOM - NIGHT',
      'Mara trims the wick, as she has every night for thirty years.',
      'Here it comes.',
      'Rain lashes the glass.',
      'The beam sweeps on regardless.',
    ]);
  });

  it('keeps action that opens a section', async () => {
    const lines = await read([
      action('The lamp is dark. Mara climbs the last steps with a candle.'),
      heading('Mara arrives'),
      action('Behind her, the door slams shut in the wind.'),
      cue('MARA'),
      say('Who is there?'),
      action('Nobody answers.'),
    ]);
    expect(lines).toContain('Behind her, the door slams shut in the wind.');
  });
});
