import { diffDrafts, type DraftDiff, type DraftLine } from '../draft-diff';

/** Lines of a draft, and the diff run with every check that must hold whatever the input. */
export const say = (actor: string, dialog: string): DraftLine => ({
  actor,
  dialog,
  kind: 'dialogue',
});
export const act = (dialog: string): DraftLine => ({ actor: 'narrator', dialog, kind: 'action' });
export const slug = (dialog: string): DraftLine => ({
  actor: 'narrator',
  dialog,
  kind: 'scene_heading',
});
export const cut = (dialog: string): DraftLine => ({
  actor: 'narrator',
  dialog,
  kind: 'transition',
});

export const range = (from: number, length: number) => Array.from({ length }, (_, k) => from + k);
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
export const key = (l: DraftLine) => [l.kind, squash(l.actor), squash(l.dialog)].join('|');

/** Runs the diff and checks what must hold for any input, so each test only states its point. */
export function diff(prev: DraftLine[], next: DraftLine[]): DraftDiff {
  const result = diffDrafts(prev, next);
  expect(result.lines.map((l) => l.index)).toEqual(range(0, next.length));
  const used = result.lines.flatMap((l) => (l.previous === null ? [] : [l.previous]));
  expect([...used, ...result.removed].sort((x, y) => x - y)).toEqual(range(0, prev.length));
  expect(result.removed).toEqual([...result.removed].sort((x, y) => x - y));
  for (const l of result.lines) {
    expect(l.previous === null).toBe(l.change === 'added');
    if (l.previous === null) continue;
    const same = key(prev[l.previous]) === key(next[l.index]);
    expect(same).toBe(l.change === 'unchanged');
  }
  const count = (c: string) => result.lines.filter((l) => l.change === c).length;
  expect(result.counts).toEqual({
    added: count('added'),
    changed: count('changed'),
    removed: result.removed.length,
    unchanged: count('unchanged'),
  });
  return result;
}

export const indicesOf = (result: DraftDiff, change: string) =>
  result.lines.filter((l) => l.change === change).map((l) => l.index);
