/** A line a note can be pinned to, as the screen composing the panel knows it. */
export type NoteLine = { scene_id: string; scene_index: number; actor: string; dialog: string };

export const speakerOf = (actor: string) => (actor === 'narrator' ? 'Narrator' : actor);

/** The option text of a line in the form's line picker: "#4 MARA: Every night…". */
export const lineOption = (line: NoteLine) => {
  const words = line.dialog.length > 48 ? `${line.dialog.slice(0, 47)}…` : line.dialog;
  return `#${line.scene_index + 1} ${speakerOf(line.actor)}: ${words}`;
};

/**
 * Takes the writer to a note's line: the screen gives each line an element id (`anchor`); it is
 * scrolled into view and focused, so keyboard and screen reader users land there too.
 */
export const jumpTo = (id: string) => {
  const element = document.getElementById(id);
  if (!element) return false;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return true;
};
