import { inferTraits, nameVotes } from './character-traits';
import type { ScriptLine } from './script-text';

const action = (dialog: string): ScriptLine => ({ actor: 'narrator', dialog, kind: 'action' });
const says = (actor: string, dialog: string): ScriptLine => ({ actor, dialog, kind: 'dialogue' });

describe('the name list, as a fallback', () => {
  it('a title in the cue weighs most, a first name (cue or full name) a little', () => {
    expect(nameVotes('MRS. KOWALSKI').map((v) => [v.gender, v.weight])).toEqual([['female', 5]]);
    expect(nameVotes('HOLT', 'MARGARET HOLT').map((v) => [v.gender, v.weight])).toEqual([
      ['female', 2],
    ]);
    expect(nameVotes('ZEPH')).toEqual([]);
    expect(nameVotes('OLD ZEPH').map((v) => v.age)).toEqual(['old']);
  });
});

describe('inferTraits', () => {
  it('the action outweighs a first name that reads the other way', () => {
    const lines = [
      says('MICHAEL', 'Ready?'),
      action('Michael pulls her gloves on. She nods.'),
      action('Michael checks her watch.'),
    ];
    expect(inferTraits(lines, ['MICHAEL']).get('MICHAEL')).toEqual({
      gender: 'female',
      age: undefined,
    });
  });

  it('gender and age from the introduction; nothing from silence', () => {
    const lines = [
      action('ZEPH, a grizzled old man, whittles on the porch.'),
      says('ZEPH', 'Evening.'),
      says('QUILL', 'Evening.'),
    ];
    const traits = inferTraits(lines, ['narrator', 'ZEPH', 'QUILL']);
    expect(traits.get('ZEPH')).toEqual({ gender: 'male', age: 'old' });
    expect(traits.get('QUILL')).toBeUndefined();
    expect(traits.has('narrator')).toBe(false);
  });

  it("the cue's own age word outranks the description", () => {
    const lines = [action('YOUNG EDWARD, 60s in spirit, runs.')];
    expect(inferTraits(lines, ['YOUNG EDWARD']).get('YOUNG EDWARD')?.age).toBe('young');
  });

  it('tied votes leave the gender open', () => {
    const lines = [action('Quill fixes his collar.'), action('Quill fixes her collar.')];
    expect(inferTraits(lines, ['QUILL']).get('QUILL')?.gender).toBeUndefined();
  });
});
