import { api } from '@castmyscript/api';
import type { TransactionRecord, TransactionsData } from '@castmyscript/api/contract';

/** GET payment/get-all-transactions: the caller's purchases, oldest first. */
export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllTransactions: build.query<TransactionRecord[], void>({
      query: () => 'payment/get-all-transactions',
      transformResponse: (data: TransactionsData | null) => data?.transactions ?? [],
      providesTags: ['Transaction'],
    }),
  }),
});

export const { useGetAllTransactionsQuery } = transactionsApi;
