import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, setupMswServer } from '@castmyscript/test-utils';

import { openEventStream } from '../lib/open-event-stream';

const server = setupMswServer();
const URL_ = `${BASE}/documents/d/events`;
const encoder = new TextEncoder();

const streamOf = (...chunks: string[]) =>
  new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

test('sends the bearer header and hands over whole events, however the bytes are cut', async () => {
  let auth: string | null = null;
  server.use(
    http.get(URL_, ({ request }) => {
      auth = request.headers.get('authorization');
      return new HttpResponse(
        streamOf(': hi\n\nevent: status\nda', 'ta: {"a":1}\n', '\nevent: status\ndata: 2\n\n'),
        {
          headers: { 'content-type': 'text/event-stream' },
        },
      );
    }),
  );
  const events: unknown[] = [];
  const onClose = jest.fn();
  openEventStream({ url: URL_, token: 't-1', onEvent: (e) => events.push(e), onClose });
  await waitFor(() => expect(onClose).toHaveBeenCalledWith('ended'));
  expect(auth).toBe('Bearer t-1');
  expect(events).toEqual([
    { event: 'status', data: '{"a":1}' },
    { event: 'status', data: '2' },
  ]);
});

test('a refused stream is reported as failed, once', async () => {
  server.use(http.get(URL_, () => HttpResponse.json({ status: 'error' }, { status: 401 })));
  const onClose = jest.fn();
  openEventStream({ url: URL_, token: null, onEvent: jest.fn(), onClose });
  await waitFor(() => expect(onClose).toHaveBeenCalledWith('failed'));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('close() stops the stream quietly', async () => {
  server.use(
    http.get(
      URL_,
      () =>
        new HttpResponse(new ReadableStream(), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  );
  const onClose = jest.fn();
  const close = openEventStream({ url: URL_, token: null, onEvent: jest.fn(), onClose });
  close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onClose).not.toHaveBeenCalled();
});
