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

/** Every draft of a script shares its digest: the script is named by its first draft's id. */
const scriptOf = (doc: { id: string; scriptId: string | null }) => doc.scriptId ?? doc.id;

export type NoteDigestDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'lock' | 'findById'>;
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
   * The job of the digest due an hour after `last`: every note left within that hour, on any
   * draft of the script, joins it (the key names the digest it follows; a finished job's key
   * stays taken), so a burst of notes books one mail.
   */
  const bookAfter = (scriptId: string, documentId: string, last: Date) =>
    deps.queue.enqueue<NoteDigestPayload>(
      NOTE_DIGEST_QUEUE,
      { documentId },
      {
        idempotencyKey: `${NOTE_DIGEST_QUEUE}:${scriptId}:after:${last.getTime()}`,
        delayMs: Math.max(1, last.getTime() + HOUR_MS - deps.now()),
      },
    );

  /** Sends the script's digest if one is due and notes wait; the time it went out, if it did. */
  async function run(documentId: string): Promise<Date | undefined> {
    const at = new Date(deps.now());
    let sent: Date | undefined;
    let early: Date | undefined;
    let scriptId = documentId;
    // The queue is not called inside the transaction: on the embedded database it waits for the
    // one connection the transaction holds.
    await deps.database.db.transaction(async (tx) => {
      const doc = await deps.documents.lock(documentId, tx);
      if (!doc) return;
      scriptId = scriptOf(doc);
      // Under the script's lock two workers, for the same or another draft, cannot both send.
      await deps.digests.lockScript(scriptId, tx);
      const last = await deps.digests.lastSent(scriptId, tx);
      if (last && at.getTime() - last.getTime() < HOUR_MS) {
        early = last;
        return;
      }
      const waiting = await deps.digests.unmailed(scriptId, tx);
      const owner = await deps.users.findById(doc.userId, tx);
      if (waiting.length === 0 || !owner) return;
      await deps.digests.sent(
        documentId,
        waiting.map((n) => n.id),
        at,
        tx,
      );
      const link = `${deps.publicUrl}/dashboard/process/${doc.id}/scenes-preview`;
      const items = waiting.map((n) => ({
        lineIndex: n.lineIndex,
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
    if (early) await bookAfter(scriptId, documentId, early);
    if (sent) await bookAfter(scriptId, documentId, sent);
    return sent;
  }

  return {
    run,
    /**
     * A listener's note was stored: it joins the digest due within the hour, or, after a quiet
     * hour, is mailed at once (a job of its own; the job finds the hour's rule again under lock).
     */
    async noticed(documentId: string, noteId: string): Promise<void> {
      const doc = await deps.documents.findById(documentId);
      if (!doc) return;
      const scriptId = scriptOf(doc);
      const last = await deps.digests.lastSent(scriptId);
      if (last && deps.now() - last.getTime() < HOUR_MS) {
        await bookAfter(scriptId, documentId, last);
        return;
      }
      await deps.queue.enqueue<NoteDigestPayload>(
        NOTE_DIGEST_QUEUE,
        { documentId },
        { idempotencyKey: `${NOTE_DIGEST_QUEUE}:${documentId}:note:${noteId}` },
      );
    },
    start(): void {
      // A digest may go out seconds late; the queue is not queried for it on every poll.
      deps.queue.work<NoteDigestPayload>(
        NOTE_DIGEST_QUEUE,
        async (p) => {
          await run(p.documentId);
        },
        { idlePollMs: 5000 },
      );
    },
  };
}

export type NoteDigest = ReturnType<typeof createNoteDigest>;
