import { post, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp, tempDir } from '../helpers/app';
import { dropJobsOfDocument } from '../helpers/jobs';
import { renderFdx } from '../parsing/helpers/render';
import { creditsLeft, finalStatus, ledgerOf, uploadScript } from './helpers';

/**
 * A crash after the charge committed but before the parse job was queued (ARCHITECTURE §7,
 * "enqueue after commit"): on the next start the document is picked up again, finishes, and is
 * still charged once.
 */
it('a charged document whose job was lost is resumed on restart and charged once', async () => {
  const dir = tempDir();
  try {
    const first = await startApp(RELAXED_LIMITS, {}, dir.dir);
    const s = await signedInUser(first);
    const before = await creditsLeft(first, s);
    const id = await uploadScript(
      first,
      s,
      Buffer.from(renderFdx()),
      'application/octet-stream',
      'k.fdx',
    );
    await first.app.deps.queue.stop();
    expect((await post(first, `documents/${id}/process`, undefined, s.access)).status).toBe(200);
    // The crash: the job row never made it.
    await dropJobsOfDocument(first, id);
    await first.close();

    const second = await startApp(RELAXED_LIMITS, {}, dir.dir);
    try {
      expect((await finalStatus(second, s, id)).status).toBe('completed');
      const charges = (await ledgerOf(second, s, id)).filter((r) => r.reason === 'charge');
      expect(charges.reduce((n, r) => n - r.delta, 0)).toBe(
        before - (await creditsLeft(second, s)),
      );
      expect(charges.length).toBeGreaterThan(0);
      expect(await second.app.deps.credits.mismatches()).toEqual([]);
    } finally {
      await second.close();
    }
  } finally {
    dir.cleanup();
  }
});
