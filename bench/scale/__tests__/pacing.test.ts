import { linesPerSecond, ratio, scheduledAt, settleSeconds } from '../pacing';

describe('the load bench arithmetic', () => {
  it('sends each client one request a period, from its own offset', () => {
    expect([0, 1, 2].map((k) => scheduledAt(10_000, 250, 1_000, k))).toEqual([
      10_250, 11_250, 12_250,
    ]);
  });

  it('gives a run against its idle figure, and no ratio without an idle one', () => {
    expect(ratio(51, 17)).toBe(3);
    expect(ratio(283, 17)).toBe(16.65);
    expect(ratio(5, 0)).toBeNaN();
    expect(ratio(NaN, 3)).toBeNaN();
  });

  it('counts lines per second up to where the count last moved', () => {
    const samples = [
      { atS: 0, made: 0 },
      { atS: 1, made: 4 },
      { atS: 2, made: 10 },
      { atS: 3, made: 10 },
      { atS: 4, made: 10 },
    ];
    expect(linesPerSecond(samples)).toBe(5);
    expect(linesPerSecond(samples.slice(0, 2))).toBe(4);
    expect(
      linesPerSecond([
        { atS: 0, made: 3 },
        { atS: 5, made: 3 },
      ]),
    ).toBe(0);
    expect(linesPerSecond([{ atS: 0, made: 3 }])).toBe(0);
  });

  it('lets memory settle two minutes at most and past the voice threads idle limit', () => {
    expect(settleSeconds(60)).toBe(120);
    expect(settleSeconds(20)).toBe(65);
    expect(settleSeconds(40)).toBe(80);
  });
});
