import { DEFAULT_REAL_TIME_FACTOR, makingSeconds } from './making-fns';
import { SPOKEN_CHARS_PER_S } from './runtime-fns';

// 158 characters: ten seconds of speech at the measured speaking rate.
const TEN_SECONDS = 'x'.repeat(Math.round(10 * SPOKEN_CHARS_PER_S));

describe('making time', () => {
  it("uses a neural voice's measured real-time factor, the offline speed for the others", () => {
    const factors = new Map([['neural-amy', 0.5]]);
    const seconds = makingSeconds(
      [
        { said: TEN_SECONDS, voiceId: 'neural-amy', made: false },
        { said: TEN_SECONDS, voiceId: 'offline-sally', made: false },
      ],
      (voiceId) => factors.get(voiceId),
    );
    expect(seconds).toBeCloseTo(10 * 0.5 + 10 * DEFAULT_REAL_TIME_FACTOR, 1);
  });

  it('counts only lines still to be made, and nothing for an empty line', () => {
    const seconds = makingSeconds(
      [
        { said: TEN_SECONDS, voiceId: 'neural-amy', made: true },
        { said: '  ', voiceId: 'neural-amy', made: false },
        { said: TEN_SECONDS, voiceId: 'neural-amy', made: false },
      ],
      () => 2,
    );
    expect(seconds).toBeCloseTo(20, 1);
  });
});
