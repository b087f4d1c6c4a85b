import { randomUUID } from 'node:crypto';

import { NARRATOR } from '../../packages/api/src/contract/scenes';
import type { Database } from '../../packages/server/src/db/database';
import { createAudioDal } from '../../packages/server/src/services/audio/audio-dal';
import { planLines } from '../../packages/server/src/services/audio/audio-fns';
import { createDocumentsDal } from '../../packages/server/src/services/documents/documents-dal';
import { scriptFileKey } from '../../packages/server/src/services/documents/documents-fns';
import { createLinesDal } from '../../packages/server/src/services/lines/lines-dal';
import { createUsersDal } from '../../packages/server/src/services/users/users-dal';
import { createAssignmentsDal } from '../../packages/server/src/services/casting/assignments-dal';
import { lineKey } from '../../packages/server/src/adapters/tts/line-key';
import {
  OFFLINE_VOICES,
  offlineVoice,
} from '../../packages/server/src/adapters/tts/offline/offline-catalogue';
import { CHARACTERS, scriptLines } from './script-lines';

/**
 * Each simulated user's processed script, written through the server's own DALs rather than
 * uploaded: parsing 100 scripts through the API (and buying their pages) would take minutes and
 * is not what the load test measures. The reads see what a parse leaves: a completed document
 * and its lines, with a voice for every actor. Every other user's audio is being generated: each
 * line asked for under the engine's key and the versions it was asked at recorded, as Generate
 * leaves them, none made yet (no job runs, no sound is made). That is the state the studio polls
 * audio status in.
 */
export const SCRIPT_LINES = 2000;
// A feature film's page count for that many lines (about 18 lines a page).
const PAGES = 110;
// PostgreSQL takes a few users at once; PGlite takes them one after another anyway.
const SEED_WORKERS = 4;

export type SeededScript = { documentId: string; generating: boolean };

/** The seeded script of each email; every other one with its generation running. */
export async function seedDocuments(
  database: Pick<Database, 'db'>,
  emails: string[],
): Promise<Map<string, SeededScript>> {
  const users = createUsersDal(database.db);
  const documents = createDocumentsDal(database.db);
  const linesDal = createLinesDal(database.db);
  const assignments = createAssignmentsDal(database.db);
  const audio = createAudioDal(database.db);
  const lines = scriptLines(SCRIPT_LINES);
  const casting = [NARRATOR, ...CHARACTERS].map((actor, i) => ({
    actor,
    voiceId: OFFLINE_VOICES[i % OFFLINE_VOICES.length].voiceId,
  }));
  // Every script says the same, so its lines have the same plan everywhere: computed once.
  const plan = planLines(
    lines.map((line, i) => ({
      ...line,
      id: String(i),
      documentId: '',
      change: null,
      previousId: null,
    })),
    new Map(casting.map((c) => [c.actor, c.voiceId])),
    // The offline adapter's `keyOf`: a voice's engine settings.
    (request) => lineKey(request, offlineVoice(request.voiceId)?.settings),
  );
  const seeded = new Map<string, SeededScript>();
  const queue = emails.map((email, i) => ({ email, generating: i % 2 === 1 }));
  await Promise.all(
    Array.from({ length: SEED_WORKERS }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const { email, generating } = item;
        const user = await users.findByEmail(email);
        if (!user) throw new Error(`seed: no user ${email}`);
        const id = randomUUID();
        const now = new Date();
        const own = lines.map((line) => ({ ...line, id: randomUUID() }));
        await database.db.transaction(async (tx) => {
          await documents.create(
            {
              id,
              userId: user.id,
              title: 'Load Test Feature',
              fileName: 'load-test-feature.fountain',
              declaredType: 'text/plain',
              storageKey: scriptFileKey(user.id, id, randomUUID()),
              format: 'fountain',
              pageCount: PAGES,
              chargedPages: PAGES,
              status: 'completed',
              confirmedAt: now,
              completedAt: now,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          await linesDal.insertAll(id, own, now, tx);
          await documents.linesChanged(id, tx);
          await assignments.save(id, casting, now, tx);
          await documents.voicesChanged(id, tx);
          if (generating) {
            const asked = own.map((line, i) => ({
              lineId: line.id,
              key: plan[i].key,
              request: plan[i].request!,
            }));
            await audio.request(id, asked, now, tx);
            const doc = (await documents.lock(id, tx))!;
            await audio.markRequested(
              id,
              {
                lines: doc.linesVersion,
                voices: doc.voicesVersion,
              },
              tx,
            );
          }
        });
        seeded.set(email, { documentId: id, generating });
      }
    }),
  );
  return seeded;
}
