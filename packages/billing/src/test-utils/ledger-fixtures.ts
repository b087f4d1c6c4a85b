import { http, HttpResponse } from 'msw';

import { LEDGER_PAGE_SIZE, type LedgerEntry } from '@castmyscript/api/contract';
import { BASE, success } from '@castmyscript/test-utils';

/** Entry `n`: a script of `n` pages charged on day `n` of March 2025. */
export const ledgerEntry = (n: number, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  _id: String(n),
  at: new Date(Date.UTC(2025, 2, 1 + (n % 28), 12)).toISOString(),
  pages: -n,
  kind: 'draft',
  document_id: `doc-${n}`,
  title: `Script ${n}`,
  draft_number: 1,
  reason: `Script processed: ${n} pages`,
  ...over,
});

/** GET credits/ledger answered from `list` (newest first), paged as the server pages it. */
export const ledgerHandler = (list: () => LedgerEntry[]) =>
  http.get(`${BASE}/credits/ledger`, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const all = list();
    const entries = all.slice((page - 1) * LEDGER_PAGE_SIZE, page * LEDGER_PAGE_SIZE);
    return HttpResponse.json(success({ entries, total: all.length, page }));
  });
