import { AVATAR_FALLBACK_COLOUR, AVATAR_PALETTE, avatarColour } from '../avatar-colour';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatarColour', () => {
  it('is deterministic and depends only on the first letter, in any case', () => {
    expect(avatarColour('Alice')).toBe(avatarColour('Alice'));
    expect(avatarColour('Alice')).toBe(avatarColour('arthur'));
    expect(avatarColour('  Alice')).toBe(avatarColour('Alice'));
  });

  it('picks from the palette and spreads letters over it', () => {
    const colours = new Set('ABCDEFGHIJKL'.split('').map((l) => avatarColour(l)));
    expect(colours.size).toBe(AVATAR_PALETTE.length);
    colours.forEach((c) => expect(AVATAR_PALETTE).toContain(c));
  });

  it('uses the neutral colour without a name', () => {
    expect(avatarColour('')).toBe(AVATAR_FALLBACK_COLOUR);
    expect(avatarColour(null)).toBe(AVATAR_FALLBACK_COLOUR);
  });

  it.each([...AVATAR_PALETTE, AVATAR_FALLBACK_COLOUR])(
    '%s keeps white text at AA contrast',
    (hex) => {
      expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
