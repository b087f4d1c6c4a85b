import type { SharedReadData } from '../api/shared-api';

export type ListenScene = { heading: string; firstIndex: number; seconds: number };

/**
 * The scene navigator from the read's runtime report (the same one Audio Production shows):
 * measured seconds once every line is made, the estimate before.
 */
export const scenesOf = (runtime: SharedReadData['runtime']): ListenScene[] =>
  runtime.scenes.map((scene) => ({
    heading: scene.heading || 'Opening',
    firstIndex: scene.first_index,
    seconds: scene.measured_s ?? scene.estimated_s,
  }));

/** m:ss, or h:mm:ss. */
export function clock(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
