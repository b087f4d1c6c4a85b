import { z } from 'zod';

/**
 * GET credits/ledger?page=N: every change of the caller's pages, newest first, 16 a page. The
 * `pages` of all entries add up to the current balance (monthly left + pay-as-you-go).
 */
export const LEDGER_KINDS = [
  'purchase',
  'plan_grant',
  'renewal',
  'draft',
  'growth',
  'refund',
  'expiry',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_PAGE_SIZE = 16;

export const ledgerQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1' })
    .int('page must be a whole number of at least 1')
    .min(1, 'page must be a whole number of at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .optional(),
});

export const ledgerEntry = z.object({
  _id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** Signed: what the change added (positive) or took (negative). */
  pages: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  document_id: z.string().nullable(),
  title: z.string().nullable(),
  draft_number: z.number().int().nullable(),
  reason: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerData = z.object({
  entries: z.array(ledgerEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
});
export type LedgerData = z.infer<typeof ledgerData>;
