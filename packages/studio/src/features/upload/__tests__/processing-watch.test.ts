import {
  POLL_INTERVAL_MS,
  watchProcessing,
  type ProcessingOutcome,
  type StatusReport,
} from '../lib/processing-watch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A poll answering the given statuses in turn (the last one repeats). */
const pollOf = (...answers: (StatusReport | Error)[]) => {
  let calls = 0;
  return jest.fn(async (): Promise<StatusReport> => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
};

/** Lets the resolved poll promise's callbacks run under fake timers. */
const tick = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

test('the first poll comes 10 s after the request, then every 10 s while processing', async () => {
  const poll = pollOf({ status: 'pending' }, { status: 'processing' }, { status: 'processing' });
  const onOutcome = jest.fn();
  watchProcessing({ poll, onOutcome });

  await tick(POLL_INTERVAL_MS - 1);
  expect(poll).toHaveBeenCalledTimes(0);
  await tick(1);
  expect(poll).toHaveBeenCalledTimes(1);
  await tick(POLL_INTERVAL_MS);
  expect(poll).toHaveBeenCalledTimes(2);
  await tick(POLL_INTERVAL_MS * 3);
  expect(poll).toHaveBeenCalledTimes(5);
  expect(onOutcome).not.toHaveBeenCalled();
});

test.each<[StatusReport, ProcessingOutcome]>([
  [{ status: 'completed' }, { kind: 'completed' }],
  [
    { status: 'error', message: 'This file is password-protected' },
    { kind: 'error', message: 'This file is password-protected' },
  ],
  [
    { status: 'payment_required', message: 'Insufficient credits - payment required' },
    { kind: 'payment_required', message: 'Insufficient credits - payment required' },
  ],
])('a final status %j ends the wait with %j and stops polling', async (final, outcome) => {
  const poll = pollOf({ status: 'processing' }, final);
  const onOutcome = jest.fn();
  watchProcessing({ poll, onOutcome });
  await tick(POLL_INTERVAL_MS * 2);
  expect(onOutcome).toHaveBeenCalledTimes(1);
  expect(onOutcome).toHaveBeenCalledWith(outcome);
  await tick(POLL_INTERVAL_MS * 5);
  expect(poll).toHaveBeenCalledTimes(2);
});

test('a failed poll ends the wait with poll_failed', async () => {
  const poll = pollOf({ status: 'pending' }, new Error('offline'));
  const onOutcome = jest.fn();
  watchProcessing({ poll, onOutcome });
  await tick(POLL_INTERVAL_MS * 2);
  expect(onOutcome).toHaveBeenCalledWith({ kind: 'poll_failed' });
  await tick(POLL_INTERVAL_MS * 3);
  expect(poll).toHaveBeenCalledTimes(2);
});

test('the stream ends the wait at once, before any poll, and is closed', async () => {
  const poll = pollOf({ status: 'processing' });
  const onOutcome = jest.fn();
  const close = jest.fn();
  let push: (report: StatusReport) => void = () => undefined;
  watchProcessing({
    poll,
    onOutcome,
    openStream: (onStatus) => {
      push = onStatus;
      return close;
    },
  });
  push({ status: 'pending' });
  push({ status: 'processing' });
  expect(onOutcome).not.toHaveBeenCalled();
  await tick(3_000);
  push({ status: 'completed' });
  expect(onOutcome).toHaveBeenCalledWith({ kind: 'completed' });
  expect(close).toHaveBeenCalled();
  await tick(POLL_INTERVAL_MS * 3);
  expect(poll).not.toHaveBeenCalled();
  push({ status: 'error', message: 'late' });
  expect(onOutcome).toHaveBeenCalledTimes(1);
});

test('a stream that reports the end while opening is closed straight away', () => {
  const close = jest.fn();
  const onOutcome = jest.fn();
  watchProcessing({
    poll: pollOf({ status: 'processing' }),
    onOutcome,
    openStream: (onStatus) => {
      onStatus({ status: 'completed' });
      return close;
    },
  });
  expect(onOutcome).toHaveBeenCalledWith({ kind: 'completed' });
  expect(close).toHaveBeenCalled();
});

test('polling carries on when the stream goes quiet, and wins when it has the answer', async () => {
  const poll = pollOf({ status: 'processing' }, { status: 'completed' });
  const onOutcome = jest.fn();
  watchProcessing({ poll, onOutcome, openStream: () => () => undefined });
  await tick(POLL_INTERVAL_MS * 2);
  expect(onOutcome).toHaveBeenCalledWith({ kind: 'completed' });
});

test('stop cancels both the poll and the stream', async () => {
  const poll = pollOf({ status: 'completed' });
  const onOutcome = jest.fn();
  const close = jest.fn();
  const stop = watchProcessing({ poll, onOutcome, openStream: () => close });
  stop();
  expect(close).toHaveBeenCalled();
  await tick(POLL_INTERVAL_MS * 3);
  expect(poll).not.toHaveBeenCalled();
  expect(onOutcome).not.toHaveBeenCalled();
});
