// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { eq, sql } from 'drizzle-orm';

import { audioFiles, audioLines } from '../../src/db/schema';
import { AUDIO_QUEUE } from '../../src/services/audio/audio-job';
import { RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp, tempDir, waitFor } from '../helpers/app';
import { jobsOfDocument } from '../helpers/jobs';
import { userId } from '../documents/helpers';
import {
  audioUrls,
  castSuggested,
  emptyLog,
  generate,
  generationEnd,
  lines,
  script,
  watchedEngine,
} from './helpers';

/**
 * security check 39: generation stopped mid-way (the server shut down) is picked up again after
 * the restart and finishes; lines already made are not made again and no line is duplicated.
 */
it('check 39: a generation interrupted by a restart resumes and finishes without duplicates', async () => {
  const dir = tempDir();
  const said = lines(24, 'Restart');
  const first = emptyLog();
  const t1 = await startApp(RELAXED_LIMITS, { voiceEngine: watchedEngine(first) }, dir.dir);
  const s = await signedInUser(t1);
  await t1.deps.credits.grantPaygo(await userId(t1, s), 20, 'test-pack:restart');
  const id = await script(t1, s, said);
  await castSuggested(t1, s, id);
  await generate(t1, s, id);
  const made = await waitFor(async () => {
    const done = (await audioUrls(t1, s, id)).filter((l) => l.status === 'completed');
    return done.length >= 2 && done;
  }, 'the first lines');
  await t1.close();

  const second = emptyLog();
  const t2 = await startApp(RELAXED_LIMITS, { voiceEngine: watchedEngine(second) }, dir.dir);
  try {
    expect(await generationEnd(t2, s, id)).toEqual({
      overall_status: 'completed',
      counts: { total: 24, pending: 0, processing: 0, completed: 24, error: 0 },
      // A line stored just before the stop is found in storage, not made twice; this run made
      // it, so it is not reused.
      reused: 0,
      reused_from: { draft: 0, run: 0 },
    });
    const remade = new Set(second.batch.map((r) => r.text));
    // Resumed, not restarted: what was made before the shutdown is not made again.
    for (const line of made) expect(remade.has(line.dialog)).toBe(false);
    expect(second.batch.length).toBeGreaterThan(0);
    expect(second.batch.length).toBe(remade.size);
    expect(second.batch.length).toBeLessThanOrEqual(24 - made.length);

    const db = t2.deps.database.db;
    const count = async (table: typeof audioLines | typeof audioFiles) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.documentId, id))
      )[0].n;
    expect(await count(audioLines)).toBe(24);
    expect(await count(audioFiles)).toBe(24);
    // A job is recorded done just after its last line is: wait for the records to settle.
    const audioJobs = await waitFor(async () => {
      const all = await jobsOfDocument(t2, AUDIO_QUEUE, id);
      return all.every((j) => j.status === 'done' || j.status === 'failed') && all;
    }, 'the audio jobs to end');
    // The stopped run handed its next step over. The embedded database's one process takes over
    // every active run at its restart (the handed-over step, superseded, does nothing); beside
    // PostgreSQL the restarted process leaves a run that was alive moments ago to its next step.
    // Either way no job failed or ran twice.
    const runs = t2.deps.queue.exclusive ? 2 : 1;
    expect(new Set(audioJobs.map((j) => j.run)).size).toBe(runs);
    expect(audioJobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  } finally {
    await t2.close();
    dir.cleanup();
  }
});
