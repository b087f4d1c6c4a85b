import type { SceneKind } from '@castmyscript/api/contract';

/** What the writer calls each type of line, on every screen that shows or changes it. */
export const LINE_TYPE_LABELS: Record<SceneKind, string> = {
  scene_heading: 'Scene heading',
  action: 'Action',
  dialogue: 'Dialogue',
  transition: 'Transition',
};
