import { http, HttpResponse } from 'msw';

import { BASE, failure, success } from '@castmyscript/test-utils';

import type { SharedLine, SharedRead } from '../api/shared-api';

export const FILES = 'http://localhost/files';

const line = (i: number, actor: string, dialog: string, audio = true): SharedLine => ({
  _id: `s${i}`,
  scene_index: i - 1,
  actor,
  dialog,
  audio_url: audio ? `${FILES}/s${i}.mp3?sig=1` : null,
  duration_s: 2,
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
  ...over,
});

/** The two public calls of the listen page, with what was posted. */
export const createSharedServer = () => {
  let read: SharedRead | null = READ();
  let status = 200;
  const posted: unknown[] = [];
  let noteAnswer: { status: number; message?: string } = { status: 201 };
  const handlers = [
    http.get(`${BASE}/shared/:token`, () =>
      read && status === 200
        ? HttpResponse.json(success(read))
        : HttpResponse.json(failure(status === 404 ? 'Not found' : undefined), { status }),
    ),
    http.post(`${BASE}/shared/:token/notes`, async ({ request }) => {
      posted.push(await request.json());
      const { status: code, message } = noteAnswer;
      return code < 300
        ? HttpResponse.json(success({ _id: 'n1' }), { status: code })
        : HttpResponse.json(failure(message), { status: code });
    }),
  ];
  return {
    handlers,
    posted,
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
