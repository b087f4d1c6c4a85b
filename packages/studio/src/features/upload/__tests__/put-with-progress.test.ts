import { http, HttpResponse } from 'msw';

import { setupMswServer } from '@castmyscript/test-utils';

import { putWithProgress } from '../lib/put-with-progress';

const server = setupMswServer();
const TARGET = 'http://localhost/files/upload';
const SIGNED = `${TARGET}?sig=1`;

test('PUTs the raw bytes with the signed headers and ends at full progress', async () => {
  let received: { type: string | null; size: number; sig: string | null } | null = null;
  server.use(
    http.put(TARGET, async ({ request }) => {
      received = {
        type: request.headers.get('content-type'),
        size: (await request.arrayBuffer()).byteLength,
        sig: new URL(request.url).searchParams.get('sig'),
      };
      return new HttpResponse(null, { status: 200 });
    }),
  );
  const progress: number[] = [];
  const result = await putWithProgress({
    url: SIGNED,
    file: new Blob([new Uint8Array(5000).fill(1)]),
    headers: { 'content-type': 'application/pdf' },
    onProgress: (fraction) => progress.push(fraction),
  });
  expect(result.ok).toBe(true);
  expect(received).toEqual({ type: 'application/pdf', size: 5000, sig: '1' });
  expect(progress.at(-1)).toBe(1);
});

test('a refused PUT resolves not ok, with the storage’s own message', async () => {
  server.use(
    http.put(TARGET, () =>
      HttpResponse.json(
        { status: 'error', message: 'File size must be less than 10MB' },
        { status: 413 },
      ),
    ),
  );
  const result = await putWithProgress({
    url: SIGNED,
    file: new Blob(['x']),
    headers: {},
    onProgress: () => undefined,
  });
  expect(result).toEqual({ ok: false, status: 413, message: 'File size must be less than 10MB' });
});

test('a network failure resolves with status 0', async () => {
  server.use(http.put(TARGET, () => HttpResponse.error()));
  const result = await putWithProgress({
    url: SIGNED,
    file: new Blob(['x']),
    headers: {},
    onProgress: () => undefined,
  });
  expect(result).toEqual({ ok: false, status: 0 });
});

/**
 * jsdom and MSW hand the whole body over in one go, so the intermediate events a browser sends
 * while the bytes leave are played here by a stand-in with XMLHttpRequest's upload interface.
 */
test('each upload progress event becomes the share of bytes sent', async () => {
  const real = globalThis.XMLHttpRequest;
  class SlowXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: ProgressEvent) => void } = {};
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      for (const loaded of [0, 250, 500, 1000])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent);
      this.status = 201;
      this.onload?.();
    }
  }
  globalThis.XMLHttpRequest = SlowXhr as unknown as typeof XMLHttpRequest;
  try {
    const progress: number[] = [];
    await putWithProgress({
      url: SIGNED,
      file: new Blob(['x']),
      headers: {},
      onProgress: (f) => progress.push(f),
    });
    expect(progress).toEqual([0, 0.25, 0.5, 1, 1]);
  } finally {
    globalThis.XMLHttpRequest = real;
  }
});
