import { redactUrl } from './logger';

it('redacts tokens carried in verification and signed-file paths', () => {
  expect(redactUrl('/api/v1/auth/verify-email/abc_DEF-1?x=1')).toBe(
    '/api/v1/auth/verify-email/[Redacted]?x=1',
  );
  expect(redactUrl('/api/v1/files/eyJ.sig')).toBe('/api/v1/files/[Redacted]');
  expect(redactUrl('/api/v1/users/me')).toBe('/api/v1/users/me');
});
