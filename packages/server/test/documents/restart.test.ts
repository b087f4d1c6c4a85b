// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { get, post, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp } from '../helpers/app';
import { renderFdx } from '../parsing/helpers/render';
import { creditsLeft, ledgerOf, uploadScript, userId } from './helpers';

/**
 * A process that died mid-run: its claim on the document (`processing`) blocks
 * a second run while it could still be alive, and is taken over once it is older than any run can
 * take. A document an earlier version charged before writing its lines (`pending`) finishes
 * without a second charge.
 */
let clock = Date.now();
const fdx = () => Buffer.from(renderFdx());

it('a stale claim is taken over by the next process call, and a charged pending document is not charged again', async () => {
  const t = await startApp(RELAXED_LIMITS, { now: () => clock });
  try {
    const s = await signedInUser(t);
    const process = (id: string) => post(t, `documents/${id}/process`, undefined, s.access);
    const before = await creditsLeft(t, s);

    // The crash: claimed, never finished.
    const crashed = await uploadScript(t, s, fdx(), 'application/octet-stream', 'k.fdx');
    await t.deps.documentsDal.update(crashed, { status: 'processing', updatedAt: new Date(clock) });
    const early = await process(crashed);
    expect(early.status).toBe(200);
    expect(early.body.data.status).toBe('processing');
    expect(await ledgerOf(t, s, crashed)).toEqual([]);
    clock += 5 * 60_000;
    // The whole answer, so a failure shows the server's message.
    const taken = await process(crashed);
    expect(taken.body).toMatchObject({ status: 'success', data: { status: 'completed' } });
    expect(
      (await get(t, `scenes/document/${crashed}`, s.access)).body.data.scenes.length,
    ).toBeGreaterThan(0);

    // The earlier version's state: charged, lines not written.
    const legacy = await uploadScript(t, s, fdx(), 'application/octet-stream', 'k.fdx');
    const pages = 2;
    await t.deps.credits.charge(await userId(t, s), pages, legacy, `document:${legacy}`);
    await t.deps.documentsDal.update(legacy, { status: 'pending', updatedAt: new Date(clock) });
    clock += 5 * 60_000;
    expect((await process(legacy)).body).toMatchObject({
      status: 'success',
      data: { status: 'completed' },
    });
    const charges = (await ledgerOf(t, s, legacy)).filter((r) => r.reason === 'charge');
    expect(charges.reduce((n, r) => n - r.delta, 0)).toBe(pages);

    const crashedPages = (await ledgerOf(t, s, crashed)).reduce((n, r) => n - r.delta, 0);
    expect(await creditsLeft(t, s)).toBe(before - crashedPages - pages);
    expect(await t.deps.credits.mismatches()).toEqual([]);
  } finally {
    await t.close();
  }
});
