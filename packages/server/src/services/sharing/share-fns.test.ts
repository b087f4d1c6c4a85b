import { createTokenSeal, expiryOf, isLive, listenUrl, newShareToken } from './share-fns';

describe('share-fns', () => {
  it('makes 43-character base64url tokens that differ every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newShareToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('seals a token so only the same secret opens it, and a changed seal opens to nothing', () => {
    const seal = createTokenSeal('server secret one');
    const token = newShareToken();
    const sealed = seal.seal(token);
    expect(sealed).not.toContain(token);
    expect(seal.seal(token)).not.toBe(sealed);
    expect(seal.unseal(sealed)).toBe(token);
    expect(createTokenSeal('another secret').unseal(sealed)).toBeUndefined();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(seal.unseal(flipped)).toBeUndefined();
    expect(seal.unseal('')).toBeUndefined();
  });

  it('a link lives until its expiry unless revoked', () => {
    const expiresAt = expiryOf(0, 1);
    expect(expiresAt.getTime()).toBe(86_400_000);
    expect(isLive({ expiresAt, revokedAt: null }, 86_399_999)).toBe(true);
    expect(isLive({ expiresAt, revokedAt: null }, 86_400_000)).toBe(false);
    expect(isLive({ expiresAt, revokedAt: new Date(1) }, 2)).toBe(false);
    expect(expiryOf(0).getTime()).toBe(14 * 86_400_000);
  });

  it('names the listen page on this site', () => {
    expect(listenUrl('https://cms.example/', 'a-b_c')).toBe('https://cms.example/listen/a-b_c');
  });
});
