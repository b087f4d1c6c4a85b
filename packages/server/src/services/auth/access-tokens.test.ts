import { decodeProtectedHeader, SignJWT } from 'jose';

import { ServiceError } from '../service-error';
import { createAccessTokens } from './access-tokens';

const secret = 's'.repeat(48);

describe('access tokens', () => {
  let now = 1_700_000_000_000;
  const tokens = createAccessTokens({ secret, ttlS: 900, now: () => now });
  const generation = new Date(1_600_000_000_123);

  it('round-trips the user id and generation, HS256 with typ at+jwt', async () => {
    const token = await tokens.sign('user-1', generation);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    await expect(tokens.verify(token)).resolves.toEqual({
      userId: 'user-1',
      generation: generation.getTime(),
    });
  });

  it('expires after its lifetime', async () => {
    const token = await tokens.sign('user-1', generation);
    now += 901_000;
    await expect(tokens.verify(token)).rejects.toThrow(ServiceError);
  });

  it('refuses a token without the access typ claim, even correctly signed', async () => {
    const iat = Math.floor(now / 1000);
    const token = await new SignJWT({ gen: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('user-1')
      .setIssuer('castmyscript')
      .setAudience('castmyscript-api')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(new TextEncoder().encode(secret));
    await expect(tokens.verify(token)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
