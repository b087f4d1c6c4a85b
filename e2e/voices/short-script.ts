import type { ScriptFile } from '../studio/script-files';

/**
 * A one-page Fountain script written for these journeys: a scene heading and an action line for
 * the narrator, three speeches for two characters. Short, so generating it takes seconds.
 */
export const SHORT_SCRIPT_LINES = [
  'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
  'Waves hammer the rocks below.',
  'Every night for thirty years.',
  'The lamp is out!',
  'Bring the spare can.',
];

export const shortScript = (): ScriptFile => ({
  name: 'the-lamp.fountain',
  mimeType: '',
  buffer: Buffer.from(
    [
      'Title: The Lamp',
      'Author: CastMyScript tests',
      '',
      'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
      '',
      'Waves hammer the rocks below.',
      '',
      'MARA',
      'Every night for thirty years.',
      '',
      'TOBIAS',
      'The lamp is out!',
      '',
      'MARA',
      'Bring the spare can.',
      '',
    ].join('\n'),
    'utf8',
  ),
});
