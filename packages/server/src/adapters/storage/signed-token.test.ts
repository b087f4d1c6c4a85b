import { createHmac } from 'node:crypto';

import { signClaims, verifyToken } from './signed-token';

const claims = { op: 'get' as const, key: 'scripts/abc', exp: 2_000, name: 'a.pdf' };

describe('signed tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signClaims(claims, 'secret-1');
    expect(verifyToken(token, 'secret-1', 1_999_000)).toEqual({ ok: true, claims });
    expect(verifyToken(token, 'secret-1', 2_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, an edited body and junk', () => {
    const token = signClaims(claims, 'secret-1');
    expect(verifyToken(token, 'secret-2', 0)).toEqual({ ok: false, reason: 'signature' });
    const [, sig] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...claims, key: 'scripts/other' })).toString(
      'base64url',
    );
    expect(verifyToken(`${edited}.${sig}`, 'secret-1', 0)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyToken('nonsense', 'secret-1', 0)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('calls a well-signed body that is not a claims object malformed, never throwing', () => {
    const signed = (json: string) => {
      const body = Buffer.from(json).toString('base64url');
      return `${body}.${createHmac('sha256', 'secret-1').update(body).digest('base64url')}`;
    };
    for (const json of ['null', '42', '"text"', '{"op":"get","exp":9999999999}']) {
      expect({ json, result: verifyToken(signed(json), 'secret-1', 0) }).toEqual({
        json,
        result: { ok: false, reason: 'malformed' },
      });
    }
  });
});
