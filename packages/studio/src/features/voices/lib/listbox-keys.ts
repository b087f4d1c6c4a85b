export type ListboxAction =
  { type: 'move'; index: number } | { type: 'pick' } | { type: 'close'; refocus: boolean } | null;

const PAGE = 8;

/**
 * What a key does in an open single-select listbox (WAI-ARIA listbox pattern): arrows, Home/End
 * and PageUp/PageDown move, a letter jumps to the next name starting with it, Enter or Space
 * picks, Escape closes back to the button, Tab closes and lets focus move on. Null: not handled.
 */
export function listboxKey(key: string, active: number, names: string[]): ListboxAction {
  const last = names.length - 1;
  const moves: Record<string, number> = {
    ArrowDown: Math.min(last, active + 1),
    ArrowUp: Math.max(0, active - 1),
    Home: 0,
    End: last,
    PageDown: Math.min(last, active + PAGE),
    PageUp: Math.max(0, active - PAGE),
  };
  if (key in moves) return { type: 'move', index: moves[key] };
  if (key === 'Enter' || key === ' ') return { type: 'pick' };
  if (key === 'Escape') return { type: 'close', refocus: true };
  if (key === 'Tab') return { type: 'close', refocus: false };
  if (key.length !== 1) return null;
  const letter = key.toLowerCase();
  const order = [...names.keys()].map((i) => (active + 1 + i) % names.length);
  const next = order.find((i) => names[i].toLowerCase().startsWith(letter));
  return next === undefined ? null : { type: 'move', index: next };
}
