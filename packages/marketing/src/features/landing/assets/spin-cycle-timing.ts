// Written by `npm run demo:audio` with spin-cycle.mp3: where each demo line starts (ms).
export const DEMO_LINE_STARTS_MS = [
  0, 3984, 14256, 18264, 26040, 27360, 29472, 31224, 36336, 37872,
] as const;
export const DEMO_DURATION_MS = 40824;
