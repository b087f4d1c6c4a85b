import { redactUrl } from './logger';

it('redacts tokens carried in verification, signed-file and share-link paths', () => {
  expect(redactUrl('/api/v1/auth/verify-email/abc_DEF-1?x=1')).toBe(
    '/api/v1/auth/verify-email/[Redacted]?x=1',
  );
  expect(redactUrl('/api/v1/files/eyJ.sig')).toBe('/api/v1/files/[Redacted]');
  expect(redactUrl('/api/v1/shared/tok_EN-1/notes')).toBe('/api/v1/shared/[Redacted]/notes');
  expect(redactUrl('/listen/tok_EN-1?t=3')).toBe('/listen/[Redacted]?t=3');
  expect(redactUrl('/api/v1/users/me')).toBe('/api/v1/users/me');
});
