import { carriedTake } from './draft-fns';

describe('carriedTake', () => {
  const take = { voice_id: 'v-bram', speed: 1.5, pitch: 3 };
  const mara = { actor: 'MARA', take };

  it('keeps the whole take of an unchanged line, and of a changed line its speaker still says', () => {
    expect(carriedTake(mara, { actor: 'MARA' }, 'unchanged')).toEqual(take);
    expect(carriedTake(mara, { actor: 'MARA' }, 'changed')).toEqual(take);
  });

  it('gives a line handed to another character its cast voice, keeping speed and pitch', () => {
    expect(carriedTake(mara, { actor: 'TOBIAS' }, 'changed')).toEqual({ ...take, voice_id: null });
    const voiceOnly = { actor: 'MARA', take: { voice_id: 'v-bram', speed: 1, pitch: 0 } };
    expect(carriedTake(voiceOnly, { actor: 'TOBIAS' }, 'changed')).toBeNull();
  });

  it('has nothing to carry for a line without a take or a new line', () => {
    expect(carriedTake({ actor: 'MARA', take: null }, { actor: 'MARA' }, 'unchanged')).toBeNull();
    expect(carriedTake(mara, { actor: 'MARA' }, 'added')).toBeNull();
  });
});
