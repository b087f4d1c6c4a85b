import { post, type Session } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import { uploadOnly } from '../documents/helpers';

/** Drafts through real HTTP, as the upload screen sends them: presign (with draft_of), PUT, confirm, process. */

export type Scene = { heading: string; lines: [actor: string, dialog: string][] };

/** A Fountain script of `scenes`: headings, action (narrator) and speeches. */
export function fountain(scenes: Scene[]): Buffer {
  const body = scenes
    .map(
      (s) =>
        `${s.heading}\n\n${s.lines
          .map(([actor, dialog]) => (actor === 'narrator' ? dialog : `${actor}\n${dialog}`))
          .join('\n\n')}`,
    )
    .join('\n\n');
  return Buffer.from(`Title: The Lighthouse Keeper\n\n${body}\n`);
}

/** `n` scenes of four lines each, every line distinct: a script of many pages when n is large. */
export const manyLines = (n: number): Scene[] =>
  Array.from({ length: n }, (_v, i) => ({
    heading: `INT. LIGHTHOUSE ROOM ${i + 1} - NIGHT`,
    lines: [
      [
        'narrator',
        `The lamp turns for the ${i + 1}th time tonight; the sea answers it, wave after wave.`,
      ],
      ['MARA', `Scene ${i + 1}: we keep the light because somebody out there is counting on it.`],
      [
        'TOBIAS',
        `Scene ${i + 1}: then we keep it until the morning boats come home, and not a minute less.`,
      ],
      ['narrator', `She writes the hour in the log book, ${i + 1}, and underlines it twice.`],
    ],
  }));

/** Uploads `bytes` (as the next draft of `draftOf` when given) and processes it; the process answer. */
export async function uploadDraft(
  t: TestApp,
  s: Session,
  bytes: Buffer,
  draftOf?: string,
): Promise<{ id: string; processed: Awaited<ReturnType<typeof post>> }> {
  const id = await uploadOnly(
    t,
    s,
    bytes,
    '',
    'The Lighthouse Keeper.fountain',
    draftOf ? { draft_of: draftOf } : {},
  );
  const confirmed = await post(t, `documents/${id}/confirm`, undefined, s.access);
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  return { id, processed: await post(t, `documents/${id}/process`, undefined, s.access) };
}

/** `scenes` with line `line` of scene `scene` reworded by one word. */
export function editOneWord(scenes: Scene[], scene: number, line: number): Scene[] {
  return scenes.map((s, i) =>
    i !== scene
      ? s
      : {
          ...s,
          lines: s.lines.map(([actor, dialog], j) =>
            j === line ? [actor, dialog.replace('keep', 'guard')] : [actor, dialog],
          ) as Scene['lines'],
        },
  );
}
