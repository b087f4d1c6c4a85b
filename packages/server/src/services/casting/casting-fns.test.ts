import { VOICE_MESSAGES } from '@castmyscript/api/contract';

import { OFFLINE_VOICES } from '../../adapters/tts/offline/offline-catalogue';
import type { Voice } from '../../adapters/tts/tts-port';
import { checkAssignments, suggestFor, toVoiceData } from './casting-fns';

const catalogue: Voice[] = OFFLINE_VOICES.map(({ settings: _settings, ...v }) => ({
  ...v,
  previewUrl: null,
}));
const actors = [
  { name: 'narrator', lines: 10 },
  { name: 'MARA', lines: 5 },
  { name: 'TOBIAS', lines: 4 },
];

describe('suggestFor', () => {
  it('a distinct voice for every actor, narrator included', () => {
    const suggested = suggestFor(actors, new Map(), catalogue);
    expect(Object.keys(suggested)).toEqual(['narrator', 'MARA', 'TOBIAS']);
    expect(new Set(Object.values(suggested)).size).toBe(3);
  });

  it('keeps the voices chosen and suggests others around them', () => {
    const first = suggestFor(actors, new Map(), catalogue);
    const chosen = new Map([['MARA', first.narrator]]);
    const suggested = suggestFor(actors, chosen, catalogue);
    expect(suggested.MARA).toBe(first.narrator);
    expect(new Set(Object.values(suggested)).size).toBe(3);
  });

  it("casts from what the script's lines say, not only the names", () => {
    const lines = [
      { actor: 'narrator', dialog: 'MARA, a retired diver, mends a net.', kind: 'action' },
      { actor: 'MARA', dialog: 'Tide is turning.', kind: 'dialogue' },
      { actor: 'narrator', dialog: 'Mara rubs her eyes. She yawns.', kind: 'action' },
      { actor: 'narrator', dialog: 'Tobias lifts his lantern.', kind: 'action' },
    ];
    const suggested = suggestFor(actors, new Map(), catalogue, lines);
    const voice = (actor: string) => catalogue.find((v) => v.voiceId === suggested[actor])!;
    // Cast from the names alone, MARA would get a man's voice and TOBIAS a woman's.
    expect(voice('MARA')).toMatchObject({ gender: 'female', age: 'old' });
    expect(voice('TOBIAS').gender).toBe('male');
  });
});

describe('checkAssignments', () => {
  const known = new Set(catalogue.map((v) => v.voiceId));
  const cast = new Set(actors.map((a) => a.name));

  it('the last item for an actor wins; an empty voice unassigns', () => {
    const changes = checkAssignments(
      {
        assignments: [
          { actor: 'MARA', voice_id: 'offline-sally' },
          { actor: 'MARA', voice_id: 'offline-robert' },
          { actor: 'TOBIAS', voice_id: '' },
        ],
      },
      cast,
      known,
    );
    expect(changes).toEqual({
      save: [{ actor: 'MARA', voiceId: 'offline-robert' }],
      clear: ['TOBIAS'],
    });
  });

  it("refuses actors outside the script and voices outside the catalogue, with the contract's messages", () => {
    expect(
      checkAssignments(
        { assignments: [{ actor: 'GHOST', voice_id: 'offline-sally' }] },
        cast,
        known,
      ),
    ).toEqual({ error: VOICE_MESSAGES.unknownActor });
    expect(
      checkAssignments(
        { assignments: [{ actor: 'MARA', voice_id: 'offline-nobody' }] },
        cast,
        known,
      ),
    ).toEqual({ error: VOICE_MESSAGES.unknownVoice });
  });
});

it('toVoiceData names the provider', () => {
  expect(toVoiceData(catalogue[0])).toMatchObject({
    provider: 'offline',
    description: expect.any(String),
  });
});
