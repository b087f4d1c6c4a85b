import type { LedgerEntry, LedgerKind } from '@castmyscript/api/contract';

/** The kind of a page entry as the Page use table names it. */
export const KIND_LABELS: Record<LedgerKind, string> = {
  purchase: 'Purchase',
  plan_grant: 'Plan pages',
  renewal: 'Renewal',
  draft: 'Script',
  growth: 'Text grew',
  refund: 'Refund',
  expiry: 'Expired',
};

/** "+10 pages", "−3 pages", "1 page": signed, with a true minus sign for screen readers. */
export function signedPages(n: number): string {
  const unit = Math.abs(n) === 1 ? 'page' : 'pages';
  if (n > 0) return `+${n} ${unit}`;
  if (n < 0) return `−${-n} ${unit}`;
  return `0 ${unit}`;
}

/** The script an entry concerns: "Big Fish · Draft 2", or nothing. */
export function scriptOf(e: Pick<LedgerEntry, 'title' | 'draft_number'>): string | null {
  if (!e.title) return null;
  return e.draft_number ? `${e.title} · Draft ${e.draft_number}` : e.title;
}
