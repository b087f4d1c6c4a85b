import { estimatedProcessingSeconds } from '../estimated-processing-seconds';
import { formatDuration } from '../format-duration';

const MB = 1024 * 1024;

describe('estimatedProcessingSeconds', () => {
  it('is MB × 5 seconds', () => {
    expect(estimatedProcessingSeconds(4 * MB)).toBe(20);
    expect(estimatedProcessingSeconds(10 * MB)).toBe(50);
    expect(estimatedProcessingSeconds(24 * MB)).toBe(120);
  });

  it('never goes under 10 seconds', () => {
    expect(estimatedProcessingSeconds(0)).toBe(10);
    expect(estimatedProcessingSeconds(MB)).toBe(10);
    expect(estimatedProcessingSeconds(-5)).toBe(10);
  });
});

describe('formatDuration', () => {
  it('shows seconds below a minute', () => {
    expect(formatDuration(10)).toBe('10 seconds');
    expect(formatDuration(59)).toBe('59 seconds');
    expect(formatDuration(1)).toBe('1 second');
  });

  it('shows whole minutes from 60 seconds', () => {
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(120)).toBe('2 minutes');
    expect(formatDuration(150)).toBe('3 minutes');
  });
});
