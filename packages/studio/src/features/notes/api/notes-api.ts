import { api } from '@castmyscript/api';
import type {
  CreateNoteBody,
  NoteData,
  NoteReplyData,
  NotesData,
} from '@castmyscript/api/contract';

export type { NoteData };

const doc = (documentId: string) => encodeURIComponent(documentId);
const notesTag = (documentId: string) => [{ type: 'Note' as const, id: documentId }];

/** Notes pinned to lines — the writer's and the listeners', on one script. */
export const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotes: build.query<NoteData[], string>({
      query: (documentId) => `documents/${doc(documentId)}/notes`,
      transformResponse: (data: NotesData | null) => data?.notes ?? [],
      providesTags: (_result, _error, documentId) => notesTag(documentId),
    }),
    addNote: build.mutation<NoteData, { documentId: string } & CreateNoteBody>({
      query: ({ documentId, ...body }) => ({
        url: `documents/${doc(documentId)}/notes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : notesTag(documentId)),
    }),
    editNote: build.mutation<NoteData, { documentId: string; noteId: string; text: string }>({
      query: ({ noteId, text }) => ({
        url: `notes/${encodeURIComponent(noteId)}`,
        method: 'PATCH',
        body: { text },
      }),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : notesTag(documentId)),
    }),
    replyToNote: build.mutation<
      NoteReplyData,
      { documentId: string; noteId: string; text: string }
    >({
      query: ({ noteId, text }) => ({
        url: `notes/${encodeURIComponent(noteId)}/replies`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : notesTag(documentId)),
    }),
    resolveNote: build.mutation<
      NoteData,
      { documentId: string; noteId: string; resolved: boolean }
    >({
      query: ({ noteId, resolved }) => ({
        url: `notes/${encodeURIComponent(noteId)}`,
        method: 'PATCH',
        body: { resolved },
      }),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : notesTag(documentId)),
    }),
    deleteNote: build.mutation<null, { documentId: string; noteId: string }>({
      query: ({ noteId }) => ({ url: `notes/${encodeURIComponent(noteId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { documentId }) => (error ? [] : notesTag(documentId)),
    }),
  }),
});

export const {
  useGetNotesQuery,
  useAddNoteMutation,
  useEditNoteMutation,
  useDeleteNoteMutation,
  useReplyToNoteMutation,
  useResolveNoteMutation,
} = notesApi;
