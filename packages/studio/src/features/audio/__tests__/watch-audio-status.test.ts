import type { AudioStatusData } from '@castmyscript/api/contract';

import { watchAudioStatus } from '../lib/watch-audio-status';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const status = (
  overall_status: AudioStatusData['overall_status'],
  completed = 0,
): AudioStatusData => ({
  overall_status,
  counts: { total: 4, pending: 4 - completed, processing: 0, completed, error: 0 },
  reused: 0,
  reused_from: { draft: 0, run: 0 },
});
const later = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/** A poll answering `answers` in turn (an Error rejects), counting its calls. */
const poller = (...answers: (AudioStatusData | Error)[]) => {
  const poll = jest.fn(() => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return poll;
};

test('reads at once, then 3 s after each answer while processing, and stops on completed', async () => {
  const poll = poller(status('processing', 1), status('processing', 2), status('completed', 4));
  const onStatus = jest.fn();
  watchAudioStatus({ poll, onStatus, onFailed: jest.fn() });
  await later(0);
  expect(poll).toHaveBeenCalledTimes(1);
  await later(2_999);
  expect(poll).toHaveBeenCalledTimes(1);
  await later(1);
  expect(poll).toHaveBeenCalledTimes(2);
  await later(3_000);
  expect(poll).toHaveBeenCalledTimes(3);
  await later(30_000);
  expect(poll).toHaveBeenCalledTimes(3);
  expect(onStatus.mock.calls.map(([s]) => s.counts.completed)).toEqual([1, 2, 4]);
});

test('a failed read is reported once and ends the watch', async () => {
  const poll = poller(status('processing'), new Error('500'));
  const onFailed = jest.fn();
  watchAudioStatus({ poll, onStatus: jest.fn(), onFailed });
  await later(3_000);
  expect(onFailed).toHaveBeenCalledTimes(1);
  await later(30_000);
  expect(poll).toHaveBeenCalledTimes(2);
});

test('stop cancels the next read and ignores one in flight', async () => {
  let release: (value: AudioStatusData) => void = () => undefined;
  const poll = jest.fn(() => new Promise<AudioStatusData>((resolve) => (release = resolve)));
  const onStatus = jest.fn();
  const stop = watchAudioStatus({ poll, onStatus, onFailed: jest.fn() });
  stop();
  release(status('processing'));
  await later(30_000);
  expect(onStatus).not.toHaveBeenCalled();
  expect(poll).toHaveBeenCalledTimes(1);
});

test('looking only: not_started is reported at once and ends the watch', async () => {
  const poll = poller(status('not_started'));
  const onStatus = jest.fn();
  watchAudioStatus({ poll, onStatus, onFailed: jest.fn() });
  await later(30_000);
  expect(poll).toHaveBeenCalledTimes(1);
  expect(onStatus).toHaveBeenCalledWith(status('not_started'));
});

test('just started: not_started is asked again within the grace, silently', async () => {
  const poll = poller(
    status('not_started'),
    status('not_started'),
    status('processing', 1),
    status('completed', 4),
  );
  const onStatus = jest.fn();
  watchAudioStatus({ poll, onStatus, onFailed: jest.fn(), notStartedGrace: 5 });
  await later(9_000);
  expect(poll).toHaveBeenCalledTimes(4);
  expect(onStatus.mock.calls.map(([s]) => s.overall_status)).toEqual(['processing', 'completed']);
});

test('just started: not_started past the grace is reported and ends the watch', async () => {
  const poll = poller(status('not_started'));
  const onStatus = jest.fn();
  watchAudioStatus({ poll, onStatus, onFailed: jest.fn(), notStartedGrace: 2 });
  await later(30_000);
  expect(poll).toHaveBeenCalledTimes(3);
  expect(onStatus).toHaveBeenCalledTimes(1);
});

test('an answer with no status is a failed read, not a watch that stops in silence', async () => {
  const poll = jest.fn(() => Promise.resolve(undefined as unknown as AudioStatusData));
  const onStatus = jest.fn();
  const onFailed = jest.fn();
  watchAudioStatus({ poll, onStatus, onFailed });
  await later(0);
  expect(onStatus).not.toHaveBeenCalled();
  expect(onFailed).toHaveBeenCalledTimes(1);
});
