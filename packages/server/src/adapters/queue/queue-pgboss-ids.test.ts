import { jobIdFor } from './queue-pgboss-ids';

describe('jobIdFor', () => {
  it('gives the same UUID for the same key and different ones for different keys', () => {
    expect(jobIdFor('parse:doc-1')).toBe(jobIdFor('parse:doc-1'));
    expect(jobIdFor('parse:doc-1')).not.toBe(jobIdFor('parse:doc-2'));
  });

  it('is a well-formed version 8 UUID', () => {
    expect(jobIdFor('synthesise:line-7')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
