import { passwordStrength } from '../password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['a', 1, 'Very Weak'],
    ['aA', 2, 'Weak'],
    ['aA1', 3, 'Fair'],
    ['aA1!', 4, 'Good'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefg1', 4, 'Good'],
    ['Abcdef1!', 5, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('reports each criterion separately', () => {
    expect(passwordStrength('ABCDEFGH').met).toEqual({
      length: true,
      uppercase: true,
      lowercase: false,
      number: false,
      special: false,
    });
    expect(passwordStrength('x_').met.special).toBe(true);
  });

  it('does not count whitespace as special, and counts accented letters as letters', () => {
    expect(passwordStrength('a b').met.special).toBe(false);
    expect(passwordStrength('É').met.uppercase).toBe(true);
    expect(passwordStrength('é').met.special).toBe(false);
  });

  it('counts length in characters, not UTF-16 units', () => {
    expect(passwordStrength('😀😀😀😀').met.length).toBe(false);
    expect(passwordStrength('1234567').met.length).toBe(false);
    expect(passwordStrength('12345678').met.length).toBe(true);
  });
});
