import { get, post, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp } from '../helpers/app';
import { creditsLeft, ledgerOf, uploadScript } from './helpers';

/**
 * Check 37: a file that makes the parser hang (or eat memory) fails that document with a clear
 * message, costs nothing, and the API keeps answering meanwhile. The parse child is told to
 * misbehave through the test-only hook; its limits are the app's.
 */
describe.each([
  ['hangs', { timeoutMs: 5000, testHook: 'hang' as const }, 'processing timed out', true],
  [
    'runs out of memory',
    // Its own time limit well above the memory cap's: on a loaded machine (CI beside two other
    // lanes) the child's GCs near the cap took past the default 30 s, and the timeout answered.
    { maxMemoryMb: 64, timeoutMs: 150_000, testHook: 'allocate' as const },
    'processing ran out of memory',
    false,
  ],
])('a parse that %s', (_name, parse, message, stuck) => {
  it(`fails the document with "${message}" while the API keeps answering`, async () => {
    const t = await startApp(RELAXED_LIMITS, { parse });
    try {
      const s = await signedInUser(t);
      const before = await creditsLeft(t, s);
      const id = await uploadScript(t, s);
      let processed = false;
      const processing = post(t, `documents/${id}/process`, undefined, s.access).finally(() => {
        processed = true;
      });
      // While the child is stuck, other calls are served.
      const health = await t.http('/api/v1/health');
      expect(health.status).toBe(200);
      expect((await get(t, `documents/${id}/status`, s.access)).status).toBe(200);
      // A hung child ends only at the time limit: these calls were served while it was stuck.
      if (stuck) expect(processed).toBe(false);

      const res = await processing;
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect((await get(t, `documents/${id}/status`, s.access)).body.data).toMatchObject({
        status: 'error',
        message,
      });
      expect(await creditsLeft(t, s)).toBe(before);
      expect(await ledgerOf(t, s, id)).toEqual([]);
      expect(await t.deps.credits.mismatches()).toEqual([]);
    } finally {
      await t.close();
    }
  }, 240_000);
});
