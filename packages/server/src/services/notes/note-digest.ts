import type { MailPort } from '../../adapters/mail/mail-port';
import type { QueuePort } from '../../adapters/queue/queue-port';
import type { Database } from '../../db/database';
import type { DocumentsDal } from '../documents/documents-dal';
import { notesDigestMail } from '../mail/notes-digest-mail';
import type { UsersDal } from '../users/users-dal';
import type { NoteDigestDal } from './note-digest-dal';

/**
 * The writer's mail about listeners' notes: at most one digest an hour per script. The first
 * listener note after a quiet hour is mailed at once; notes left within the hour after a digest
 * wait for one job due when that hour ends, which lists them all. Each digest also books a check
 * an hour later, so a note stored while a digest was being sent still goes out in the next one.
 * Writers' own notes are never mailed.
 */
export const NOTE_DIGEST_QUEUE = 'notes.digest';
export type NoteDigestPayload = { documentId: string };

const HOUR_MS = 60 * 60 * 1000;

export type NoteDigestDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'lock'>;
  users: Pick<UsersDal, 'findById'>;
  digests: NoteDigestDal;
  queue: Pick<QueuePort, 'enqueue' | 'work'>;
  /** Sends or throws: a digest that could not be sent is retried, its notes still unmailed. */
  mail: Pick<MailPort, 'send'>;
  publicUrl: string;
  now: () => number;
};

export function createNoteDigest(deps: NoteDigestDeps) {
  /**
   * The job of the digest due an hour after `last`: every note left within that hour joins it
   * (the key names the digest it follows; a finished job's key stays taken), so a burst of
   * notes books one mail.
   */
  const bookAfter = (documentId: string, last: Date) =>
    deps.queue.enqueue<NoteDigestPayload>(
      NOTE_DIGEST_QUEUE,
      { documentId },
      {
        idempotencyKey: `${NOTE_DIGEST_QUEUE}:${documentId}:after:${last.getTime()}`,
        delayMs: Math.max(1, last.getTime() + HOUR_MS - deps.now()),
      },
    );

  /** Sends the document's digest if one is due and notes wait; the time it went out, if it did. */
  async function run(documentId: string): Promise<Date | undefined> {
    const at = new Date(deps.now());
    let sent: Date | undefined;
    let early: Date | undefined;
    // The queue is not called inside the transaction: on the embedded database it waits for the
    // one connection the transaction holds.
    await deps.database.db.transaction(async (tx) => {
      // Under the document's lock two workers cannot both decide to send.
      const doc = await deps.documents.lock(tx, documentId);
      if (!doc) return;
      const last = await deps.digests.lastSent(documentId, tx);
      if (last && at.getTime() - last.getTime() < HOUR_MS) {
        early = last;
        return;
      }
      const waiting = await deps.digests.unmailed(documentId, tx);
      const owner = await deps.users.findById(doc.userId, tx);
      if (waiting.length === 0 || !owner) return;
      await deps.digests.sent(
        tx,
        documentId,
        waiting.map((n) => n.id),
        at,
      );
      const link = `${deps.publicUrl}/dashboard/process/${doc.id}/scenes-preview`;
      const items = waiting.map((n) => ({
        sceneIndex: n.sceneIndex,
        actor: n.quoteActor,
        dialog: n.quoteDialog,
        authorName: n.authorName,
        text: n.text,
      }));
      // Sent inside the transaction: a failed send leaves the notes waiting for the retry.
      await deps.mail.send(
        notesDigestMail(owner.email, owner.name, { title: doc.title, link }, items),
      );
      sent = at;
    });
    if (early) await bookAfter(documentId, early);
    if (sent) await bookAfter(documentId, sent);
    return sent;
  }

  return {
    run,
    /**
     * A listener's note was stored: it joins the digest due within the hour, or, after a quiet
     * hour, is mailed at once (a job of its own; the job finds the hour's rule again under lock).
     */
    async noticed(documentId: string, noteId: string): Promise<void> {
      const last = await deps.digests.lastSent(documentId);
      if (last && deps.now() - last.getTime() < HOUR_MS) {
        await bookAfter(documentId, last);
        return;
      }
      await deps.queue.enqueue<NoteDigestPayload>(
        NOTE_DIGEST_QUEUE,
        { documentId },
        { idempotencyKey: `${NOTE_DIGEST_QUEUE}:${documentId}:note:${noteId}` },
      );
    },
    start(): void {
      deps.queue.work<NoteDigestPayload>(NOTE_DIGEST_QUEUE, async (p) => {
        await run(p.documentId);
      });
    },
  };
}

export type NoteDigest = ReturnType<typeof createNoteDigest>;
