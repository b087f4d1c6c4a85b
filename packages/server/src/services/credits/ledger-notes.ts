import { findPlan, type LedgerEntry } from '@castmyscript/api/contract';

import type { PageEntryKind, PageEntryRow } from '../../db/schema';

/**
 * What a ledger entry says about a change of pages: its kind, the reason in words, and the script
 * it concerns (the ledger copies the script's title and draft number from it).
 */
export type EntryNote = { kind: PageEntryKind; reason: string; documentId?: string | null };

const pages = (n: number) => `${n} ${Math.abs(n) === 1 ? 'page' : 'pages'}`;
const planName = (packageName: string) => findPlan(packageName)?.name ?? packageName;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The defaults, for callers that say nothing more. */
export const notes = {
  signup: (allowance: number): EntryNote => ({
    kind: 'plan_grant',
    reason: `Free plan: ${pages(allowance)} for your first month`,
  }),
  charge: (n: number, documentId: string | null): EntryNote => ({
    kind: 'draft',
    reason: `${pages(n)} charged`,
    documentId,
  }),
  refund: (n: number, documentId: string | null): EntryNote => ({
    kind: 'refund',
    reason: n > 0 ? `${pages(n)} given back` : 'Nothing to give back: the pages were renewed since',
    documentId,
  }),
  purchase: (n: number): EntryNote => ({
    kind: 'purchase',
    reason: `Bought ${pages(n)} (pay-as-you-go, never expire)`,
  }),
  revoke: (bought: number, removed: number): EntryNote => ({
    kind: 'refund',
    reason:
      removed === bought
        ? `Pack of ${pages(bought)} refunded: its pages taken back`
        : `Pack of ${pages(bought)} refunded: the ${pages(removed)} left of it taken back`,
  }),
  /** A monthly pool refilled: the same plan again is a renewal, another plan a grant. */
  period: (from: string, to: string, allowance: number, start: Date, end: Date): EntryNote => ({
    kind: from === to ? 'renewal' : 'plan_grant',
    reason:
      from === to
        ? `${planName(to)} plan renewed: ${pages(allowance)} for ${day(start)} to ${day(end)}`
        : `${planName(to)} plan: ${pages(allowance)} for ${day(start)} to ${day(end)}`,
  }),
  expiry: (plan: string, left: number, end: Date): EntryNote => ({
    kind: 'expiry',
    reason: `${pages(left)} of the ${planName(plan)} plan unused when its period ended (${day(end)}); monthly pages do not roll over`,
  }),
  /** Draft 1 pays for its pages; a later draft pays only for the pages that changed. */
  draft: (n: number, documentId: string, draftNumber: number): EntryNote => ({
    kind: 'draft',
    reason:
      draftNumber === 1
        ? `Script processed: ${pages(n)}`
        : `Draft ${draftNumber} processed: ${pages(n)} changed since the draft before`,
    documentId,
  }),
  /** Edits made the text longer than the pages paid so far. */
  growth: (
    n: number,
    documentId: string,
    laidOut: number,
    covered: number,
    where = 'Generate',
  ): EntryNote => ({
    kind: 'growth',
    reason: `Text grew to ${pages(laidOut)}, ${covered} paid: ${pages(n)} more at ${where}`,
    documentId,
  }),
  deleted: (n: number, documentId: string): EntryNote => ({
    kind: 'refund',
    reason: `Script deleted before it was processed: ${pages(n)} given back`,
    documentId,
  }),
};

/** The document a pool row's reference names (`document:<id>`), if any. */
export const documentOf = (reference?: string | null) =>
  reference?.startsWith('document:') ? reference.slice('document:'.length) : null;

/** An entry as GET credits/ledger answers it. */
export const toLedgerEntry = (row: PageEntryRow): LedgerEntry => ({
  _id: String(row.id),
  at: row.createdAt.toISOString(),
  pages: row.pages,
  kind: row.kind,
  document_id: row.documentId,
  title: row.title,
  draft_number: row.draftNumber,
  reason: row.reason,
});

/** A note, or one made from the pages a refund turned out to move. */
export type NoteFor = EntryNote | ((pages: number) => EntryNote);
export const resolve = (note: NoteFor, pages: number) =>
  typeof note === 'function' ? note(pages) : note;
