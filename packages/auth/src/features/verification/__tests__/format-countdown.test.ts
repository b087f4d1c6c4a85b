import { formatCountdown } from '../lib/format-countdown';

test.each([
  [0, '00:00:00'],
  [-5000, '00:00:00'],
  [999, '00:00:00'],
  [61_000, '00:01:01'],
  [24 * 3600 * 1000, '24:00:00'],
  [(23 * 3600 + 59 * 60 + 59) * 1000 + 500, '23:59:59'],
])('%d ms reads %s', (ms, text) => {
  expect(formatCountdown(ms)).toBe(text);
});
