import { File as NodeFile } from 'node:buffer';

import { http, HttpResponse } from 'msw';

import { api } from '@castmyscript/api';
import type { AppStore } from '@castmyscript/api';
import { BASE, failure, success } from '@castmyscript/test-utils';

export const DOC = 'doc-1';
export const UPLOAD_TARGET = 'http://localhost/api/v1/files/upload/doc-1';
export const MB = 1024 * 1024;

// Node's File: the request interceptors send its bytes (jsdom's would go as '[object File]').
export const pdf = (name = 'keeper.pdf', bytes = 2048) =>
  new NodeFile([new Uint8Array(bytes).fill(37)], name, {
    type: 'application/pdf',
  }) as unknown as File;

const status = (value: string, message: string | null = null) => ({
  document_id: DOC,
  status: value,
  message,
  page_count: 3,
});

/** What the fake API saw; reset before each test. */
export const seen = {
  presigned: [] as unknown[],
  put: [] as number[],
  confirmed: 0,
  processed: 0,
  polls: 0,
  credits: 0,
};
export const resetSeen = () => {
  Object.assign(seen, { presigned: [], put: [], confirmed: 0, processed: 0, polls: 0, credits: 0 });
};

/** The server's side of a successful upload and processing request. */
export const uploadHandlers = () => [
  http.post(`${BASE}/documents/presigned-upload`, async ({ request }) => {
    seen.presigned.push(await request.json());
    return HttpResponse.json(
      success({
        url: `${UPLOAD_TARGET}?sig=abc`,
        document_id: DOC,
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        max_bytes: 10 * MB,
      }),
      { status: 201 },
    );
  }),
  http.put(UPLOAD_TARGET, async ({ request }) => {
    seen.put.push((await request.arrayBuffer()).byteLength);
    return new HttpResponse(null, { status: 200 });
  }),
  http.post(`${BASE}/documents/${DOC}/confirm`, () => {
    seen.confirmed += 1;
    return HttpResponse.json(success({ _id: DOC, status: 'uploaded' }));
  }),
  http.post(`${BASE}/documents/${DOC}/process`, () => {
    seen.processed += 1;
    return HttpResponse.json(success(status('pending')));
  }),
  // A first draft's quote: its billed pages, one credit each.
  http.get(`${BASE}/documents/${DOC}/quote`, () =>
    HttpResponse.json(
      success({
        document_id: DOC,
        page_count: 3,
        pages_to_charge: 3,
        changed_pages: null,
        changes: null,
      }),
    ),
  ),
  http.get(`${BASE}/users/credits`, () => {
    seen.credits += 1;
    return HttpResponse.json(
      success({ paygo_credits: 0, page_credits_this_month: 5, page_credits_used_this_month: 3 }),
    );
  }),
];

/** GET status answering each poll with the next of `answers` (the last one repeats). */
export const pollHandler = (...answers: (string | [string, string] | 500)[]) =>
  http.get(`${BASE}/documents/${DOC}/status`, () => {
    const answer = answers[Math.min(seen.polls, answers.length - 1)];
    seen.polls += 1;
    if (answer === 500) return HttpResponse.json(failure('down'), { status: 500 });
    const [value, message] = Array.isArray(answer) ? answer : [answer, null];
    return HttpResponse.json(success(status(value, message)));
  });

const encoder = new TextEncoder();

/** The status stream: a keep-alive, then one `status` event per value, then the end. */
export const streamHandler = (...values: (string | [string, string])[]) =>
  http.get(`${BASE}/documents/${DOC}/events`, ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer access-1')
      return HttpResponse.json(failure('no token'), { status: 401 });
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(': keep-alive\n\n'));
        for (const value of values) {
          const [s, message] = Array.isArray(value) ? value : [value, null];
          // Split mid-event, as a network would: the reader must join the pieces.
          const text = `event: status\ndata: ${JSON.stringify(status(s, message))}\n\n`;
          controller.enqueue(encoder.encode(text.slice(0, 20)));
          controller.enqueue(encoder.encode(text.slice(20)));
        }
        controller.close();
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });

export const noStream = () =>
  http.get(`${BASE}/documents/${DOC}/events`, () =>
    HttpResponse.json(failure('gone'), { status: 404 }),
  );

/** The header's credits as the billing remote would hold them: one subscription to the tag. */
const creditsProbe = api.injectEndpoints({
  endpoints: (build) => ({
    studioTestCredits: build.query<unknown, void>({
      query: () => 'users/credits',
      providesTags: ['Credits'],
    }),
  }),
});
export const watchCredits = (store: AppStore) =>
  store.dispatch(creditsProbe.endpoints.studioTestCredits.initiate());
