import {
  type CreateNoteBody,
  DOCUMENT_MESSAGES,
  type ListenerNoteBody,
  type NoteReplyData,
  NOTE_LIMITS,
  NOTE_MESSAGES,
  type NoteData,
  type UpdateNoteBody,
} from '@castmyscript/api/contract';

import type { RateCounter } from '../../adapters/rate-limit/rate-limit-port';
import type { DocumentRow, NewNoteRow, NoteRow, LineRow, UserRow } from '../../db/schema';
import type { DocumentsDal } from '../documents/documents-dal';
import type { LinesDal } from '../lines/lines-dal';
import { ServiceError } from '../service-error';
import type { ShareService } from '../sharing/share-service';
import type { NotesDal } from './notes-dal';
import { type DraftLines, noteDataOf, placeNotes, replyDataOf } from './notes-fns';

/**
 * Notes pinned to lines: the writer adds, edits and deletes notes on their scripts'
 * lines; a listener holding a live share link adds notes signed with a name, at most
 * NOTE_LIMITS.listenerPerHour per link and client (security check 51). Another user's document or
 * note is 404, as everywhere (security checks 1, 50).
 */
export type NotesDeps = {
  documents: Pick<DocumentsDal, 'findOwned'>;
  lines: Pick<LinesDal, 'findOwned' | 'list'>;
  notes: NotesDal;
  shares: Pick<ShareService, 'resolve'>;
  /** Counts listener notes; on PostgreSQL shared by every API process. */
  counter: RateCounter;
  /** Told of each listener's note once it is stored, so the writer is mailed a digest. */
  digest?: { noticed(documentId: string, noteId: string): Promise<void> };
  now: () => number;
};

const HOUR_MS = 60 * 60 * 1000;
/** Drafts followed back from the viewed one; a script has far fewer. */
const MAX_DRAFTS = 100;

export function createNotesService(deps: NotesDeps) {
  const notFound = () => new ServiceError('not_found', NOTE_MESSAGES.notFound);

  async function owned(user: UserRow, documentId: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  /** The line, only when it is one of `doc`'s. */
  async function lineOf(doc: DocumentRow, lineId: string): Promise<LineRow> {
    const found = await deps.lines.findOwned(doc.userId, lineId);
    if (!found || found.line.documentId !== doc.id)
      throw new ServiceError('not_found', NOTE_MESSAGES.lineNotFound);
    return found.line;
  }

  /** The viewed draft and the drafts before it (its `draft_of` chain), oldest first. */
  async function draftsUpTo(user: UserRow, doc: DocumentRow): Promise<DocumentRow[]> {
    const chain = [doc];
    let at = doc;
    while (at.draftOf && chain.length < MAX_DRAFTS) {
      const previous = await deps.documents.findOwned(user.id, at.draftOf);
      if (!previous) break;
      chain.unshift(previous);
      at = previous;
    }
    return chain;
  }

  /** The writer's name as signed on their notes and replies. */
  const writerName = (user: UserRow) =>
    // The account's name, or its user name when the profile has none.
    (user.name.trim() || user.username || 'Writer').slice(0, 60);

  const fresh = (row: NoteRow, doc: DocumentRow, line: LineRow) =>
    noteDataOf(row, doc.draftNumber, line);

  type Written = Pick<
    NewNoteRow,
    'text' | 'atS' | 'authorKind' | 'authorName' | 'userId' | 'shareId'
  >;

  function newNote(doc: DocumentRow, line: LineRow, fields: Written): NewNoteRow {
    const at = new Date(deps.now());
    return {
      documentId: doc.id,
      lineId: line.id,
      lineIndex: line.lineIndex,
      quoteActor: line.actor,
      quoteDialog: line.dialog,
      createdAt: at,
      updatedAt: at,
      ...fields,
    };
  }

  return {
    async add(user: UserRow, documentId: string, body: CreateNoteBody): Promise<NoteData> {
      const doc = await owned(user, documentId);
      const line = await lineOf(doc, body.scene_id);
      const row = await deps.notes.insert(
        newNote(doc, line, {
          text: body.text,
          atS: body.at_s ?? null,
          authorKind: 'writer',
          authorName: writerName(user),
          userId: user.id,
        }),
      );
      return fresh(row, doc, line);
    },

    /** Every note of this draft and the drafts before it, placed on this draft's lines. */
    async list(user: UserRow, documentId: string): Promise<NoteData[]> {
      const doc = await owned(user, documentId);
      const drafts = await draftsUpTo(user, doc);
      const rows = await deps.notes.listFor(drafts.map((d) => d.id));
      if (rows.length === 0) return [];
      // Lines are needed from the oldest draft holding a note onwards.
      const first = drafts.findIndex((d) => rows.some((r) => r.documentId === d.id));
      const chain: DraftLines[] = [];
      for (const d of drafts.slice(first))
        chain.push({
          documentId: d.id,
          draftNumber: d.draftNumber,
          lines: await deps.lines.list(d.id),
        });
      return placeNotes(chain, rows, await deps.notes.repliesFor(rows.map((r) => r.id)));
    },

    /**
     * The writer edits any note on their script, a listener's too, and resolves or
     * reopens it.
     */
    async update(user: UserRow, noteId: string, body: UpdateNoteBody): Promise<NoteData> {
      const row = await deps.notes.findOwned(user.id, noteId);
      if (!row) throw notFound();
      const doc = await owned(user, row.documentId);
      const at = new Date(deps.now());
      const resolvedAt =
        body.resolved === undefined ? undefined : body.resolved ? (row.resolvedAt ?? at) : null;
      const saved = await deps.notes.update(noteId, {
        ...(body.text === undefined ? {} : { text: body.text }),
        ...(resolvedAt === undefined ? {} : { resolvedAt }),
        updatedAt: at,
      });
      const [placed] = placeNotes(
        [
          {
            documentId: doc.id,
            draftNumber: doc.draftNumber,
            lines: await deps.lines.list(doc.id),
          },
        ],
        [saved],
        await deps.notes.repliesFor([noteId]),
      );
      return placed;
    },

    /** The writer answers a note on their script, signed with their name. */
    async reply(user: UserRow, noteId: string, text: string): Promise<NoteReplyData> {
      if (!(await deps.notes.findOwned(user.id, noteId))) throw notFound();
      const row = await deps.notes.addReply({
        noteId,
        text,
        authorName: writerName(user),
        userId: user.id,
        createdAt: new Date(deps.now()),
      });
      return replyDataOf(row);
    },

    async remove(user: UserRow, noteId: string): Promise<void> {
      if (!(await deps.notes.findOwned(user.id, noteId))) throw notFound();
      await deps.notes.remove(noteId);
    },

    /** A listener's note through a live link, counted per link and client (`client`: its IP). */
    async addListener(token: string, body: ListenerNoteBody, client: string): Promise<NoteData> {
      const { link, doc } = await deps.shares.resolve(token);
      const line = await lineOf(doc, body.scene_id);
      const { hits, ttlMs } = await deps.counter.hit(`share-notes:${link.id}:${client}`, HOUR_MS);
      if (hits > NOTE_LIMITS.listenerPerHour) {
        const wait = Math.max(1, Math.ceil(ttlMs / 1000));
        throw new ServiceError(
          'rate_limited',
          NOTE_MESSAGES.tooMany,
          { retry_after_s: wait },
          wait,
        );
      }
      const row = await deps.notes.insert(
        newNote(doc, line, {
          text: body.text,
          atS: body.at_s ?? null,
          authorKind: 'listener',
          authorName: body.author_name,
          shareId: link.id,
        }),
      );
      await deps.digest?.noticed(doc.id, row.id);
      return fresh(row, doc, line);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
