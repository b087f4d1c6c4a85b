import { readOf, readsLine, respell } from './read-fns';

const line = (actor: string, kind: string) => ({ actor, kind }) as Parameters<typeof readsLine>[0];

describe('the narrator policy', () => {
  const heading = line('narrator', 'scene_heading');
  const action = line('narrator', 'action');
  const transition = line('', 'transition');
  const speech = line('MARA', 'dialogue');

  it('reads everything by default', () => {
    expect([heading, action, transition, speech].map((l) => readsLine(l, 'all'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('keeps scene headings and characters for headings and dialogue', () => {
    expect(
      [heading, action, transition, speech].map((l) => readsLine(l, 'headings_and_dialogue')),
    ).toEqual([true, false, false, true]);
  });

  it('keeps only characters for dialogue only', () => {
    expect([heading, action, transition, speech].map((l) => readsLine(l, 'dialogue_only'))).toEqual(
      [false, false, false, true],
    );
  });
});

describe('pronunciations', () => {
  const list = [
    { term: 'Cognito', say_as: 'Kog-NEE-toe' },
    { term: 'Dr. Cognito', say_as: 'Doctor Kog-NEE-toe' },
    { term: 'Zoë', say_as: 'Zo-ee' },
  ];

  it('respells whole words in any case, longest term first', () => {
    expect(respell('COGNITO! Dr. Cognito said cognito twice.', list)).toBe(
      'Kog-NEE-toe! Doctor Kog-NEE-toe said Kog-NEE-toe twice.',
    );
  });

  it('leaves words that only contain a term, and letters beyond ASCII count as letters', () => {
    expect(respell('Cognitos and Zoës, incognito.', list)).toBe('Cognitos and Zoës, incognito.');
    expect(respell('Zoë, (Zoë)', list)).toBe('Zo-ee, (Zo-ee)');
  });

  it('treats a term as text, not a pattern', () => {
    expect(respell('a+b and ab', [{ term: 'a+b', say_as: 'a plus b' }])).toBe('a plus b and ab');
  });

  it('fills what was never set with the defaults', () => {
    expect(readOf(null)).toEqual({ narrator: 'all', pronunciations: [], pause_ms: 350 });
    expect(readOf({ narrator: 'dialogue_only', pronunciations: [], pause_ms: 500 }).pause_ms).toBe(
      500,
    );
  });
});
