import { api } from '@castmyscript/api';
import type { CreateShareBody, ShareLinkData, ShareStateData } from '@castmyscript/api/contract';

export type { ShareLinkData };

const doc = (documentId: string) => encodeURIComponent(documentId);
const shareTag = (documentId: string) => [{ type: 'Share' as const, id: documentId }];

/** The script's share link — read, made (or its options changed), revoked. */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareLink: build.query<ShareLinkData | null, string>({
      query: (documentId) => `documents/${doc(documentId)}/share`,
      transformResponse: (data: ShareStateData | null) => data?.share ?? null,
      providesTags: (_result, _error, documentId) => shareTag(documentId),
    }),
    /** A second POST answers the live link with these options applied. */
    createShareLink: build.mutation<ShareLinkData, { documentId: string } & CreateShareBody>({
      query: ({ documentId, ...body }) => ({
        url: `documents/${doc(documentId)}/share`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ documentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(shareApi.util.upsertQueryData('getShareLink', documentId, data));
      },
    }),
    revokeShareLink: build.mutation<null, string>({
      query: (documentId) => ({ url: `documents/${doc(documentId)}/share`, method: 'DELETE' }),
      async onQueryStarted(documentId, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(shareApi.util.upsertQueryData('getShareLink', documentId, null));
      },
    }),
  }),
});

export const { useGetShareLinkQuery, useCreateShareLinkMutation, useRevokeShareLinkMutation } =
  shareApi;
