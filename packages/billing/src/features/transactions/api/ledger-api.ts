import { api } from '@castmyscript/api';
import type { LedgerData } from '@castmyscript/api/contract';

/** GET credits/ledger?page=N: one page of the caller's page entries, newest first. */
export const ledgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<LedgerData, number>({
      query: (page) => `credits/ledger?page=${page}`,
      // Purchases and processing change the balance, and so the entries.
      providesTags: ['Credits', 'Transaction'],
    }),
  }),
});

export const { useGetLedgerQuery } = ledgerApi;
