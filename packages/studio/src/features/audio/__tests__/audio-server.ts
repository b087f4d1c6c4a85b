import { http, HttpResponse } from 'msw';

import type { AudioScene, AudioStatusData } from '@castmyscript/api/contract';
import {
  BASE,
  createReadHandlers,
  createReviewHandlers,
  failure,
  success,
} from '@castmyscript/test-utils';

export const FILES = 'http://localhost/files';
const DOC = `${BASE}/scenes/document/doc-1`;

export const line = (
  index: number,
  actor: string,
  dialog: string,
  status: AudioScene['status'] = 'completed',
): AudioScene => ({
  scene_id: `s${index + 1}`,
  scene_index: index,
  actor,
  dialog,
  audio_url: status === 'completed' ? `${FILES}/s${index + 1}.mp3?sig=1` : null,
  status,
  error: status === 'error' ? 'The voice engine gave up on this line.' : null,
});

export const SCRIPT = () => [
  line(0, 'narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'),
  line(1, 'MARA', 'Every night for thirty years.'),
  line(2, 'TOBIAS', 'The lamp is out!'),
];

export const statusOf = (lines: AudioScene[]): AudioStatusData => {
  const count = (s: AudioScene['status']) => lines.filter((l) => l.status === s).length;
  const busy = count('pending') + count('processing') > 0;
  return {
    overall_status: busy ? 'processing' : count('error') > 0 ? 'error' : 'completed',
    counts: {
      total: lines.length,
      pending: count('pending'),
      processing: count('processing'),
      completed: count('completed'),
      error: count('error'),
    },
    reused: 0,
    reused_from: { draft: 0, run: 0 },
  };
};

/**
 * The Audio Production calls: the lines (kept here, so a test can finish one mid-way), the status
 * worked out from them, per-line speeds, the combined download and the files' HEAD answers.
 */
export const createAudioServer = (initial: AudioScene[] = SCRIPT()) => {
  let lines = initial;
  const calls = {
    urls: 0,
    status: 0,
    speeds: [] as string[],
    heads: [] as string[],
    downloads: 0,
    /** The `format` of each download-audio body, and how many stems ZIPs were asked for. */
    formats: [] as (string | undefined)[],
    stems: 0,
  };
  let head: number | 'network' = 200;
  let reusedFrom = { draft: 0, run: 0 };
  let download: { status: number; message?: string } = { status: 200 };
  // The document's billing figures: draft 1 of 14 pages, all paid, unless a test says otherwise.
  let billing = { page_count: 14, pages_charged: 14, pages_covered: 14, draft_number: 1 };
  const handlers = [
    http.get(`${BASE}/documents/doc-1`, () =>
      HttpResponse.json(
        success({
          _id: 'doc-1',
          title: 'The Lamp',
          status: 'completed',
          created_at: '2026-03-01T12:00:00.000Z',
          draft_of: billing.draft_number > 1 ? 'doc-0' : null,
          changes: null,
          ...billing,
        }),
      ),
    ),
    ...createReadHandlers().handlers,
    ...createReviewHandlers().handlers,
    http.get(`${DOC}/audio-status`, () => {
      calls.status += 1;
      return HttpResponse.json(
        success({
          ...statusOf(lines),
          reused: reusedFrom.draft + reusedFrom.run,
          reused_from: reusedFrom,
        }),
      );
    }),
    http.get(`${DOC}/audio-urls`, () => {
      calls.urls += 1;
      return HttpResponse.json(success({ audio_scenes: lines }));
    }),
    http.get(`${BASE}/scenes/doc-1/generate-audio/:sceneId/:speed`, ({ params }) => {
      const { sceneId: lineId, speed } = params as { sceneId: string; speed: string };
      calls.speeds.push(`${lineId}@${speed}`);
      return HttpResponse.json(
        success({ scene_id: lineId, speed, audio_url: `${FILES}/${lineId}-${speed}x.mp3?sig=2` }),
      );
    }),
    http.post(`${DOC}/download-audio`, async ({ request }) => {
      calls.downloads += 1;
      const body = (await request.json().catch(() => null)) as { format?: string } | null;
      calls.formats.push(body?.format);
      const format = body?.format ?? 'mp3';
      return download.status === 200
        ? HttpResponse.json(success({ download_url: `${FILES}/combined.${format}?sig=3` }))
        : HttpResponse.json(failure(download.message), { status: download.status });
    }),
    http.post(`${BASE}/documents/doc-1/download-stems`, () => {
      calls.stems += 1;
      return download.status === 200
        ? HttpResponse.json(success({ download_url: `${FILES}/stems.zip?sig=4` }))
        : HttpResponse.json(failure(download.message), { status: download.status });
    }),
    http.get(`${FILES}/combined.mp3`, () =>
      HttpResponse.arrayBuffer(new Uint8Array([0xff, 0xfb, 0x90, 0x00]).buffer, {
        headers: { 'content-type': 'audio/mpeg' },
      }),
    ),
    http.get(`${FILES}/combined.wav`, () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('RIFF').buffer, {
        headers: { 'content-type': 'audio/wav' },
      }),
    ),
    http.get(`${FILES}/stems.zip`, () =>
      HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 0x05, 0x06]).buffer, {
        headers: { 'content-type': 'application/zip' },
      }),
    ),
    http.head(`${FILES}/:file`, ({ request }) => {
      calls.heads.push(new URL(request.url).pathname);
      return head === 'network' ? HttpResponse.error() : new HttpResponse(null, { status: head });
    }),
  ];
  return {
    handlers,
    calls,
    lines: () => lines,
    setLines: (next: AudioScene[]) => {
      lines = next;
    },
    /** What HEAD on a file answers from now on. */
    headAnswers: (answer: number | 'network') => {
      head = answer;
    },
    /** Lines whose audio a later draft took from the draft before. */
    /** Lines the status says were reused: from the draft before, and from an earlier run. */
    reusedAnswers: (draft: number, run = 0) => {
      reusedFrom = { draft, run };
    },
    /** What GET documents/doc-1 says the script's pages are and what its draft paid. */
    billingAnswers: (next: Partial<typeof billing>) => {
      billing = { ...billing, ...next };
    },
    downloadAnswers: (status: number, message?: string) => {
      download = { status, message };
    },
  };
};
