import {
  BEAT_MS,
  directed,
  FAST_PACE,
  LONG_BEAT_MS,
  SHOUT_GAIN_DB,
  SLOW_PACE,
  WHISPER_GAIN_DB,
} from './delivery-fns';

describe('delivery from a parenthetical', () => {
  it.each(['(whispering)', '(softly)', '(quietly)', '(under her breath)', '(sotto voce)'])(
    '%s is quieter and breathier',
    (direction) => {
      expect(directed(direction).delivery).toMatchObject({
        gainDb: WHISPER_GAIN_DB,
        breathy: true,
        tone: 'whisper',
      });
    },
  );

  it.each(['(shouting)', '(yelling)', '(screams)', '(YELLS)'])('%s is louder', (direction) => {
    expect(directed(direction).delivery).toMatchObject({ gainDb: SHOUT_GAIN_DB, tone: 'shout' });
  });

  it('pace words change the speed; other words leave the line as it was', () => {
    expect(directed('(fast)').pace).toBe(FAST_PACE);
    expect(directed('(rushed, to himself)').pace).toBe(FAST_PACE);
    expect(directed('(slowly)').pace).toBe(SLOW_PACE);
    expect(directed('(deliberately)').pace).toBe(SLOW_PACE);
    expect(directed('(to Mara)')).toEqual({ pace: 1 });
    expect(directed(null)).toEqual({ pace: 1 });
  });

  it('a pause word is a silence before the line, longer for a long one', () => {
    expect(directed('(beat)').delivery).toEqual({ pauseBeforeMs: BEAT_MS });
    expect(directed('(a long pause)').delivery).toEqual({ pauseBeforeMs: LONG_BEAT_MS });
    expect(directed('(beat; then, whispering)').delivery).toMatchObject({
      pauseBeforeMs: BEAT_MS,
      gainDb: WHISPER_GAIN_DB,
    });
  });

  it('does not hear a word inside another', () => {
    expect(directed('(beaten, fastidious, shouldering)')).toEqual({ pace: 1 });
  });
});
