import { nextTake } from './audio-retake';

describe('nextTake', () => {
  const take = { voice_id: 'v-bram', speed: 1.2, pitch: 2 };

  it('changes only what the writer changed, keeping the rest of the take', () => {
    expect(nextTake(take, { pitch: -1 })).toEqual({ ...take, pitch: -1 });
    expect(nextTake(null, { speed: 0.8 })).toEqual({ voice_id: null, speed: 0.8, pitch: 0 });
  });

  it('is no take at all once it reads as cast again; an empty voice is the cast one', () => {
    expect(nextTake(take, { voice_id: null, speed: 1, pitch: 0 })).toBeNull();
    expect(nextTake({ ...take, speed: 1, pitch: 0 }, { voice_id: '' })).toBeNull();
    expect(nextTake(null, { text: 'New words.' })).toBeNull();
  });
});
