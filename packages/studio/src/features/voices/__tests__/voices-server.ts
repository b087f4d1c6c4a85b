import { http, HttpResponse } from 'msw';

import type { AudioStatusData, SaveVoiceAssignmentsBody } from '@castmyscript/api/contract';
import { BASE, createReadHandlers, failure, success } from '@castmyscript/test-utils';

import { ACTORS, ASSIGNMENTS, status, VOICES } from './voice-fixtures';

const DOC = `${BASE}/scenes/document/doc-1`;

/**
 * The voice screen's calls as the contract describes them. `statuses` are answered in turn by
 * audio-status (the last one repeats); a number answers that HTTP error instead.
 */
export const createVoicesServer = (
  statuses: (AudioStatusData | number)[] = [status('not_started')],
) => {
  const calls = {
    saved: [] as SaveVoiceAssignmentsBody[],
    generate: 0,
    status: 0,
  };
  let answers = [...statuses];
  const read = createReadHandlers();
  const handlers = [
    ...read.handlers,
    http.get(`${BASE}/voices/`, () => HttpResponse.json(success({ voices: VOICES }))),
    http.get(`${DOC}/actors`, () => HttpResponse.json(success({ actors: ACTORS }))),
    http.get(`${DOC}/voice-assignments`, () => HttpResponse.json(success(ASSIGNMENTS))),
    http.post(`${DOC}/voice-assignments`, async ({ request }) => {
      calls.saved.push((await request.json()) as SaveVoiceAssignmentsBody);
      return HttpResponse.json(success({ assignments: {} }));
    }),
    http.post(`${DOC}/generate-audio`, () => {
      calls.generate += 1;
      return HttpResponse.json(success(status('processing', 0)), { status: 202 });
    }),
    http.get(`${DOC}/audio-status`, () => {
      calls.status += 1;
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      return typeof answer === 'number'
        ? HttpResponse.json(failure(), { status: answer })
        : HttpResponse.json(success(answer));
    }),
  ];
  return {
    handlers,
    calls,
    /** What audio-status answers from now on. */
    answer: (...next: (AudioStatusData | number)[]) => {
      answers = next;
    },
  };
};
