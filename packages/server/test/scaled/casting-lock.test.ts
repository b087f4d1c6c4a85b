import { and, eq, sql } from 'drizzle-orm';

import { VOICE_MESSAGES } from '@castmyscript/api/contract';

import { lines as linesTable, voiceAssignments } from '../../src/db/schema';
import { lines, script } from '../audio/helpers';
import { get, post, signedInUser } from '../helpers/accounts';
import { startScaledApp, type TestApp, waitFor } from '../helpers/app';

/**
 * Saving a cast reads the script's characters under the document's lock (PostgreSQL, where
 * another connection can hold it). An edit that removes TOBIAS while a save for him waits on the
 * lock leaves no casting row for a character the script no longer has: the save is refused.
 */
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await startScaledApp();
});
afterAll(() => t.close());

/** Requests of this database waiting for a row lock. */
const waitingOnLocks = async () => {
  const { rows } = (await t.deps.database.db.execute(sql`
    select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0].n;
};

it('refuses a cast for a character an edit removed while the save waited for the document', async () => {
  const s = await signedInUser(t);
  const id = await script(t, s, lines(6));
  const voices = await get(t, `scenes/document/${id}/voice-assignments`, s.access);
  const voiceId = (voices.body.data.suggested as Record<string, string>).TOBIAS;
  expect(voiceId).toBeTruthy();

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  // An edit in progress: the document locked, TOBIAS's lines gone, not yet committed.
  const edit = t.deps.database.db.transaction(async (tx) => {
    await t.deps.documentsDal.lock(id, tx);
    await tx
      .delete(linesTable)
      .where(and(eq(linesTable.documentId, id), eq(linesTable.actor, 'TOBIAS')));
    locked();
    await released;
  });
  await isLocked;
  const save = post(
    t,
    `scenes/document/${id}/voice-assignments`,
    { assignments: [{ actor: 'TOBIAS', voice_id: voiceId }] },
    s.access,
  );
  await waitFor(async () => (await waitingOnLocks()) > 0, 'the save waiting for the document');
  release();
  await edit;

  const saved = await save;
  expect(saved.status).toBe(400);
  expect(JSON.stringify(saved.body)).toContain(VOICE_MESSAGES.unknownActor);
  const rows = await t.deps.database.db
    .select()
    .from(voiceAssignments)
    .where(eq(voiceAssignments.documentId, id));
  expect(rows.map((r) => r.actor)).not.toContain('TOBIAS');
});
