import {
  bearerToken,
  hasAllowedOrigin,
  nextGeneration,
  randomToken,
  resetLink,
  sha256,
  verificationLink,
} from './auth-fns';

describe('auth-fns', () => {
  it('randomToken gives 32 random bytes, URL-safe', () => {
    const a = randomToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
  });

  it('sha256 is the hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each([
    ['http://localhost:3000/reset-password', true],
    ['https://app.example.com/reset-password?x=1', true],
    ['https://app.example.com.evil.io/reset-password', false],
    ['https://user:pw@app.example.com/reset-password', false],
    ['javascript:alert(1)', false],
    ['http://localhost:3001/reset-password', false],
    ['not a url', false],
  ])('hasAllowedOrigin(%s) = %s', (url, ok) => {
    expect(hasAllowedOrigin(url, ['http://localhost:3000', 'https://app.example.com/'])).toBe(ok);
  });

  it('resetLink adds the token, keeps the query and drops the fragment', () => {
    expect(resetLink('https://a.example/reset-password?lang=fr#x', 'T/1')).toBe(
      'https://a.example/reset-password?lang=fr&token=T%2F1',
    );
  });

  it('verificationLink is PUBLIC_URL/verify/{token}', () => {
    expect(verificationLink('http://localhost:3000/', 'abc')).toBe(
      'http://localhost:3000/verify/abc',
    );
  });

  it('nextGeneration always moves forward, even on a frozen or stepped-back clock', () => {
    const current = new Date(5_000);
    expect(nextGeneration(current, 9_000).getTime()).toBe(9_000);
    expect(nextGeneration(current, 5_000).getTime()).toBe(5_001);
    expect(nextGeneration(current, 1_000).getTime()).toBe(5_001);
  });

  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer   xyz', 'xyz'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('bearerToken(%j) = %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
