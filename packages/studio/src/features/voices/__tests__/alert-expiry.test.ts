import { act, renderHook } from '@testing-library/react';

import { useAlertExpiry, useScreenAlert } from '../hooks/use-timed-alert';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = (held = false) =>
  renderHook(
    ({ hold }) => {
      const alerts = useScreenAlert();
      const dismiss = useAlertExpiry(alerts.alert, hold, alerts.clear);
      return { ...alerts, dismiss };
    },
    { initialProps: { hold: held } },
  );

test('a success alert vanishes after 3 s', () => {
  const { result } = setup();
  act(() => result.current.show('success', 'Done'));
  act(() => jest.advanceTimersByTime(2999));
  expect(result.current.alert?.text).toBe('Done');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.alert).toBeNull();
});

test('an error alert vanishes after 5 s', () => {
  const { result } = setup();
  act(() => result.current.show('error', 'Broken'));
  act(() => jest.advanceTimersByTime(4999));
  expect(result.current.alert?.text).toBe('Broken');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.alert).toBeNull();
});

test('an info alert stays until replaced', () => {
  const { result } = setup();
  act(() => result.current.show('info', 'Working'));
  act(() => jest.advanceTimersByTime(60_000));
  expect(result.current.alert?.text).toBe('Working');
});

test('while submitting nothing expires and nothing can be dismissed; afterwards it can', () => {
  const { result, rerender } = setup(true);
  act(() => result.current.show('success', 'Done'));
  expect(result.current.dismiss).toBeUndefined();
  act(() => jest.advanceTimersByTime(10_000));
  expect(result.current.alert?.text).toBe('Done');
  rerender({ hold: false });
  expect(result.current.dismiss).toBeDefined();
  act(() => result.current.dismiss!());
  expect(result.current.alert).toBeNull();
});
