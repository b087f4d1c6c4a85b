import { initialsOf } from '../initials-of';

describe('initialsOf', () => {
  it('takes the first letters of up to two words, upper-cased', () => {
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf('Jean Luc Picard')).toBe('JL');
    expect(initialsOf('cher')).toBe('C');
  });

  it('ignores extra whitespace', () => {
    expect(initialsOf('  grace    hopper ')).toBe('GH');
  });

  it("gives '?' when there is no name", () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf(undefined)).toBe('?');
  });

  it('keeps non-Latin letters whole', () => {
    expect(initialsOf('émile zola')).toBe('ÉZ');
    expect(initialsOf('𝒜lice Bob')).toBe('𝒜B');
  });
});
