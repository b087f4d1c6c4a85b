import { api, type Envelope } from '@castmyscript/api';
import type { TransactionRecord, TransactionsData } from '@castmyscript/api/contract';

/** GET payment/get-all-transactions (spec 2 §7): the caller's purchases, oldest first. */
export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllTransactions: build.query<TransactionRecord[], void>({
      query: () => 'payment/get-all-transactions',
      transformResponse: (response: Envelope<TransactionsData>) =>
        response.data?.transactions ?? [],
      providesTags: ['Transaction'],
    }),
  }),
});

export const { useGetAllTransactionsQuery } = transactionsApi;
