import { createMemoryRateCounter } from '../adapters/rate-limit/rate-limit-memory';
import { createPostgresRateCounter } from '../adapters/rate-limit/rate-limit-postgres';
import { createNoteDigest } from '../services/notes/note-digest';
import { createNoteDigestDal } from '../services/notes/note-digest-dal';
import { createNotesService } from '../services/notes/notes-service';
import { createFeedService } from '../services/sharing/feed-service';
import { sharedReadVersion } from '../services/sharing/read-version';
import { createTokenSeal } from '../services/sharing/share-fns';
import { createShareService } from '../services/sharing/share-service';
import type { Base } from './base';
import type { Dals } from './dals';
import type { buildScripts } from './scripts';

/** Review and share: share links over the scripts' read, and notes pinned to lines. */
export function buildReview(
  b: Base,
  d: Dals,
  s: Pick<ReturnType<typeof buildScripts>, 'audio' | 'reading'>,
) {
  const { database, now } = b;
  const shares = createShareService({
    database,
    documents: d.documentsDal,
    users: d.usersDal,
    lines: d.linesDal,
    shares: d.shareDal,
    audio: s.audio,
    reading: s.reading,
    seal: createTokenSeal(b.config.jwtSecret),
    publicUrl: b.config.publicUrl,
    now,
    readVersion: (link, doc) => sharedReadVersion(database.db, link, doc),
  });
  // Listener notes are counted where every API process sees the same counts.
  const counter =
    database.driver === 'postgres'
      ? createPostgresRateCounter({ db: database.db, namespace: 'notes', logger: b.logger, now })
      : createMemoryRateCounter({ now });
  const noteDigest = createNoteDigest({
    database,
    documents: d.documentsDal,
    users: d.usersDal,
    digests: createNoteDigestDal(database.db),
    queue: b.queue,
    mail: b.mail,
    publicUrl: b.config.publicUrl,
    now,
  });
  const notes = createNotesService({
    documents: d.documentsDal,
    lines: d.linesDal,
    notes: d.notesDal,
    shares,
    counter,
    // The listener's note is stored either way; a digest that could not be booked is logged, and
    // the next note books it again.
    digest: {
      noticed: (documentId, noteId) =>
        noteDigest.noticed(documentId, noteId).catch((err: unknown) => {
          b.logger.error({ err, documentId }, 'notes digest could not be booked');
        }),
    },
    now,
  });
  const feeds = createFeedService({
    shares,
    shareDal: d.shareDal,
    audio: s.audio,
    storage: b.storage,
    publicUrl: b.config.publicUrl,
    now,
  });
  return { shares, notes, feeds, noteDigest };
}
