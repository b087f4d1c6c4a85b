import type { Scene } from '@castmyscript/api/contract';

let ids = 0;
/** A line as the server returns it; the heading is left to the screen to work out. */
export const line = (
  actor: string,
  dialog: string,
  kind: Scene['kind'] = actor === 'narrator' ? 'action' : 'dialogue',
): Scene => {
  ids += 1;
  return {
    _id: `s${ids}`,
    document_id: 'doc-1',
    scene_index: 0,
    actor,
    dialog,
    text: dialog,
    kind,
    direction: null,
    direction_after: null,
    scene_heading: null,
  };
};

export const numbered = (lines: Scene[]) =>
  lines.map((line, index) => ({ ...line, scene_index: index }));

/** A short script: two scene headings, action and speeches. */
export const script = () =>
  numbered([
    line('narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT', 'scene_heading'),
    line('narrator', 'Waves hammer the rocks below.'),
    line('MARA', 'Every night for thirty years.'),
    line('TOBIAS', 'The lamp is out!'),
    line('narrator', 'INT. LAMP ROOM - CONTINUOUS', 'scene_heading'),
    line('MARA', 'Bring the spare can.'),
  ]);
