import { http, HttpResponse } from 'msw';

import type { AudioScene, DocumentSummary } from '@castmyscript/api/contract';
import { BASE, failure, success } from '@castmyscript/test-utils';

type Options = {
  steps?: Record<string, string[]>;
  audio?: Record<string, AudioScene[]>;
  /** PATCH documents/{id} answers 400 with this message. */
  renameRefusal?: string;
};

/**
 * An in-memory stand-in for the documents calls the history makes, following the contract: the
 * list, completed steps per document (404 for an unknown one), delete (which removes it), and
 * each document's audio lines. `calls` counts what was asked, for refetch checks.
 */
export const createHistoryServer = (initial: DocumentSummary[], options: Options = {}) => {
  let stored = [...initial];
  const calls = {
    list: 0,
    steps: [] as string[],
    deleted: [] as string[],
    audio: [] as string[],
    documents: [] as string[],
    renamed: [] as string[],
  };
  const handlers = [
    http.get(`${BASE}/documents/`, () => {
      calls.list += 1;
      return HttpResponse.json(success({ documents: stored }));
    }),
    http.get(`${BASE}/documents/:id/completed/steps`, ({ params }) => {
      const id = String(params.id);
      calls.steps.push(id);
      if (!stored.some((d) => d._id === id))
        return HttpResponse.json(failure('Document not found.'), { status: 404 });
      return HttpResponse.json(success(options.steps?.[id] ?? ['Document Uploaded']));
    }),
    http.get(`${BASE}/documents/:id`, ({ params }) => {
      // The list carries the drafts' links: Process History asks no document on its own.
      calls.documents.push(String(params.id));
      return HttpResponse.json(failure('Not expected here.'), { status: 500 });
    }),
    // Renames every draft of the script, refusing a blank title as the server does.
    http.patch(`${BASE}/documents/:id`, async ({ params, request }) => {
      const id = String(params.id);
      const { title } = (await request.json()) as { title: string };
      calls.renamed.push(title);
      if (options.renameRefusal)
        return HttpResponse.json(failure(options.renameRefusal), { status: 400 });
      const target = stored.find((d) => d._id === id);
      if (!target) return HttpResponse.json(failure('Document not found.'), { status: 404 });
      stored = stored.map((d) =>
        d.script_id === target.script_id ? { ...d, title: title.trim() } : d,
      );
      return HttpResponse.json(success({ ...target, title: title.trim() }, 'Title saved.'));
    }),
    http.delete(`${BASE}/documents/:id`, ({ params }) => {
      const id = String(params.id);
      calls.deleted.push(id);
      stored = stored.filter((d) => d._id !== id);
      return HttpResponse.json(success({ document_id: id }, 'Document deleted.'));
    }),
    http.get(`${BASE}/scenes/document/:id/audio-urls`, ({ params }) => {
      const id = String(params.id);
      calls.audio.push(id);
      return HttpResponse.json(success({ audio_scenes: options.audio?.[id] ?? [] }));
    }),
  ];
  return { handlers, calls, stored: () => stored };
};

/** A generated line of a table read. */
export const audioLine = (index: number, url: string | null): AudioScene => ({
  scene_id: `s${index}`,
  scene_index: index,
  actor: 'MARA',
  dialog: `Line ${index}`,
  audio_url: url,
  status: url ? 'completed' : 'error',
});
