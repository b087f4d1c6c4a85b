import { api } from '@castmyscript/api';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type Presigned = { url?: string; key?: string; headers?: Record<string, string> };

const CONFIRM = 'users/confirm-upload-profile-picture';

/**
 * The upload address is read from data.url, url, or the body itself. The base query
 * has already taken an envelope's `data`, so `url` covers the first two.
 */
type Target = { url: string; key: string; headers: Record<string, string> };

const uploadTarget = (body: unknown): Target | null => {
  if (typeof body === 'string') return { url: body, key: body, headers: {} };
  const answer = body as Presigned | undefined;
  const url = answer?.url;
  if (!url) return null;
  return { url, key: answer?.key ?? url, headers: answer?.headers ?? {} };
};

/** The headers the upload URL was signed with (it may refuse a PUT without them), and the type. */
const putHeaders = (target: Target, file: File) => {
  const headers = new Headers(target.headers);
  if (!headers.has('content-type')) headers.set('content-type', file.type);
  return headers;
};

const uploadFailed = (status: number): FetchBaseQueryError => ({ status, data: undefined });

/**
 * Ask for an upload address, PUT the raw file there, then confirm its key. The PUT
 * goes straight to the signed address (local disk or S3), outside the API's base query: it needs
 * no bearer token and must not be retried through a token refresh.
 */
export const avatarApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<null, File>({
      async queryFn(file, _api, _extra, baseQuery) {
        const presigned = await baseQuery({
          url: 'users/presigned-upload-profile-picture',
          method: 'POST',
          body: { file_name: file.name, file_size: file.size, file_type: file.type },
        });
        if (presigned.error) return { error: presigned.error };
        const target = uploadTarget(presigned.data);
        if (!target) return { error: uploadFailed(500) };
        try {
          const put = await fetch(target.url, {
            method: 'PUT',
            body: file,
            headers: putHeaders(target, file),
          });
          if (!put.ok) return { error: uploadFailed(put.status) };
        } catch {
          return { error: { status: 'FETCH_ERROR', error: 'upload failed' } };
        }
        const confirmed = await baseQuery({
          url: CONFIRM,
          method: 'POST',
          body: { profile_picture_url: target.key },
        });
        return confirmed.error ? { error: confirmed.error } : { data: null };
      },
      invalidatesTags: ['Me'],
    }),
    removeAvatar: build.mutation<unknown, void>({
      query: () => ({ url: CONFIRM, method: 'POST', body: { profile_picture_url: '' } }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useUploadAvatarMutation, useRemoveAvatarMutation } = avatarApi;
