import { usageColour, usagePercent } from '../usage-colour';

describe('usageColour', () => {
  it.each([
    [0, 'green'],
    [49.9, 'green'],
    [50, 'yellow'],
    [79.9, 'yellow'],
    [80, 'red'],
    [100, 'red'],
  ])('%d %% is %s', (percent, colour) => {
    expect(usageColour(percent)).toBe(colour);
  });
});

describe('usagePercent', () => {
  it('is used over total, kept within 0–100', () => {
    expect(usagePercent(25, 50)).toBe(50);
    expect(usagePercent(60, 50)).toBe(100);
    expect(usagePercent(-1, 50)).toBe(0);
  });

  it('is zero for an empty allowance', () => {
    expect(usagePercent(3, 0)).toBe(0);
  });
});
