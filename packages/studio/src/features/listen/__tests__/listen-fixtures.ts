import { http, HttpResponse } from 'msw';

import { BASE, failure, success } from '@castmyscript/test-utils';

import type { SharedLine, SharedReadData as SharedRead } from '../api/shared-api';

export const FILES = 'http://localhost/files';

const line = (i: number, actor: string, dialog: string): SharedLine => ({
  _id: `s${i}`,
  scene_index: i - 1,
  actor,
  dialog,
  kind: dialog.startsWith('INT.') || dialog.startsWith('EXT.') ? 'scene_heading' : 'dialogue',
  audio_url: `${FILES}/s${i}.mp3?sig=1`,
  duration_s: 2,
  pause_after_ms: 0,
});

const scene = (heading: string, first: number, measured: number | null) => ({
  heading,
  first_index: first,
  last_index: first + 1,
  pages: 0.25,
  estimated_s: 5,
  measured_s: measured,
});

/** Three scenes of two lines each: headings on lines 1, 3 and 5. */
export const READ = (over: Partial<SharedRead> = {}): SharedRead => ({
  title: 'The Lighthouse',
  allow_download: false,
  lines: [
    line(1, 'narrator', 'INT. LIGHTHOUSE - NIGHT'),
    line(2, 'MARA', 'Every night for thirty years.'),
    line(3, 'narrator', 'EXT. CLIFF - DAWN'),
    line(4, 'TOM', 'You kept it burning.'),
    line(5, 'narrator', 'INT. KITCHEN - DAY'),
    line(6, 'MARA', 'Tea?'),
  ],
  expires_at: '2026-12-09T00:00:00.000Z',
  urls_expire_at: '2026-11-26T01:00:00.000Z',
  runtime: {
    estimated_s: 15,
    measured_s: 12,
    scenes: [
      scene('INT. LIGHTHOUSE - NIGHT', 0, 4),
      scene('EXT. CLIFF - DAWN', 2, 3),
      scene('INT. KITCHEN - DAY', 4, 5),
    ],
  },
  ...over,
});

/** The two public calls of the listen page, with what was posted. */
export const createSharedServer = () => {
  let read: SharedRead | null = READ();
  let status = 200;
  const posted: unknown[] = [];
  let reads = 0;
  let noteAnswer: { status: number; message?: string } = { status: 201 };
  let downloads = 0;
  const handlers = [
    http.get(`${BASE}/shared/:token`, () => {
      reads += 1;
      return read && status === 200
        ? HttpResponse.json(success(read))
        : HttpResponse.json(failure(status === 404 ? 'Not found' : undefined), { status });
    }),
    http.post(`${BASE}/shared/:token/notes`, async ({ request }) => {
      posted.push(await request.json());
      const { status: code, message } = noteAnswer;
      return code < 300
        ? HttpResponse.json(success({ _id: 'n1' }), { status: code })
        : HttpResponse.json(failure(message), { status: code });
    }),
    http.post(`${BASE}/shared/:token/download-audio`, () => {
      downloads += 1;
      return read?.allow_download
        ? HttpResponse.json(success({ download_url: `${FILES}/all.mp3?sig=2` }))
        : HttpResponse.json(failure('This link does not allow downloading.'), { status: 403 });
    }),
  ];
  return {
    handlers,
    posted,
    downloads: () => downloads,
    reads: () => reads,
    setRead: (next: SharedRead) => {
      read = next;
      status = 200;
    },
    setStatus: (code: number) => {
      status = code;
    },
    answerNotes: (code: number, message?: string) => {
      noteAnswer = { status: code, message };
    },
  };
};
