/**
 * Drafts: Big Fish voiced in full, then a next draft with 10 lines changed across
 * 3 scenes — the time from its upload until the new draft is fully playable (goal ≤ 10 s on two
 * cores, against a full generation), and the pages it is charged (goal: the pages touched).
 *
 * Both drafts are Fountain written from Big Fish's own parsed lines (the corpus PDF, read at bench
 * time, never copied), so they differ only by the 10 edits. The app runs in this process on PGlite
 * as `npm start` does; everything goes through the HTTP API. Figures only — nothing fails.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parseScript, type ScriptLine } from '../../packages/server/src/parsing/index';
import { pagesTouched } from '../../packages/server/src/parsing/line-pages';
import { corpusDir } from '../parsing/corpus';
import { startBenchApp } from '../support/bench-app';

const FILE = path.join('pdf', 'Big-Fish.aw-production.pdf');

export type DraftFigures = {
  lines: number;
  firstGenerationS: number;
  /** Upload of the next draft until every line of it is playable. */
  nextDraftS: number;
  split: { upload: number; process: number; generate: number };
  pagesCharged: number;
  pagesTouched: number;
  changes: Record<string, number>;
  reused: number;
  load: number;
};

/** Fountain that reads back as `lines`: forced headings, transitions and action; speeches under their cue. */
export function fountain(lines: ScriptLine[]): Buffer {
  const blocks = lines.map((l) => {
    if (l.kind === 'scene_heading') return `.${l.dialog}`;
    if (l.kind === 'transition') return `> ${l.dialog}`;
    if (l.kind === 'action' || l.actor === 'narrator') return `!${l.dialog}`;
    return `@${l.actor}\n${l.direction ? `(${l.direction.replace(/^\(|\)$/g, '')})\n` : ''}${l.dialog}`;
  });
  return Buffer.from(`Title: Big Fish\n\n${blocks.join('\n\n')}\n`);
}

/** Ten speeches reworded in three scenes (a quarter, half and three quarters in). */
function tenEdits(lines: ScriptLine[]): { edited: ScriptLine[]; indexes: number[] } {
  const headings = lines.flatMap((l, i) => (l.kind === 'scene_heading' ? [i] : []));
  const indexes: number[] = [];
  for (const [k, share] of [0.25, 0.5, 0.75].entries()) {
    const start = headings[Math.floor(headings.length * share)];
    const speeches = lines
      .map((l, i) => ({ l, i }))
      .filter(({ l, i }) => i > start && l.kind === 'dialogue')
      .slice(0, k === 0 ? 4 : 3);
    indexes.push(...speeches.map((s) => s.i));
  }
  const edited = lines.map((l, i) =>
    indexes.includes(i) ? { ...l, dialog: `${l.dialog} And that is the truth.` } : l,
  );
  return { edited, indexes };
}

export async function measureDrafts(repoRoot: string): Promise<DraftFigures> {
  const parsed = await parseScript(readFileSync(path.join(corpusDir(repoRoot), FILE)));
  const { base, call, token, close } = await startBenchApp(repoRoot, 'drafts');
  try {
    const upload = async (bytes: Buffer, draftOf?: string) => {
      const signed = await call('POST', 'documents/presigned-upload', token, {
        file_name: 'Big Fish.fountain',
        file_type: '',
        file_size: bytes.length,
        ...(draftOf ? { draft_of: draftOf } : {}),
      });
      // The signed URL names PUBLIC_URL's port; the bench's app listens on its own.
      const target = new URL(signed.url as string, base);
      const put = await fetch(`${base}${target.pathname}${target.search}`, {
        method: 'PUT',
        headers: signed.headers as Record<string, string>,
        body: new Uint8Array(bytes),
      });
      if (!put.ok) throw new Error(`PUT: ${put.status}`);
      const id = signed.document_id as string;
      await call('POST', `documents/${id}/confirm`, token);
      return id;
    };
    const castAndGenerate = async (id: string) => {
      const voices = await call('GET', `scenes/document/${id}/voice-assignments`, token);
      // The suggestion keeps every voice already chosen and fills in the rest.
      const chosen = voices.suggested as Record<string, string>;
      await call('POST', `scenes/document/${id}/voice-assignments`, token, {
        assignments: Object.entries(chosen).map(([actor, voice_id]) => ({ actor, voice_id })),
      });
      await call('POST', `scenes/document/${id}/generate-audio`, token);
      for (;;) {
        const status = await call('GET', `scenes/document/${id}/audio-status`, token);
        if (status.overall_status === 'completed' || status.overall_status === 'error')
          return status;
        await new Promise((r) => setTimeout(r, 250));
      }
    };

    const first = await upload(fountain(parsed.lines));
    await call('POST', `documents/${first}/process`, token);
    const g0 = performance.now();
    await castAndGenerate(first);
    const firstGenerationS = (performance.now() - g0) / 1000;

    const { edited, indexes } = tenEdits(parsed.lines);
    const t0 = performance.now();
    const next = await upload(fountain(edited), first);
    const t1 = performance.now();
    await call('POST', `documents/${next}/process`, token);
    const t2 = performance.now();
    const status = await castAndGenerate(next);
    const t3 = performance.now();
    const doc = await call('GET', `documents/${next}`, token);
    const scenes = (await call('GET', `scenes/document/${next}`, token)).scenes as {
      change?: string;
      kind: string;
      actor: string;
      dialog: string;
      direction: string | null;
    }[];
    return {
      lines: parsed.lines.length,
      firstGenerationS,
      nextDraftS: (t3 - t0) / 1000,
      split: { upload: (t1 - t0) / 1000, process: (t2 - t1) / 1000, generate: (t3 - t2) / 1000 },
      pagesCharged: doc.pages_charged as number,
      pagesTouched: pagesTouched(scenes, (i) => indexes.includes(i)),
      changes: doc.changes as Record<string, number>,
      reused: status.reused as number,
      load: os.loadavg()[0],
    };
  } finally {
    await close();
  }
}

export function printDrafts(f: DraftFigures): void {
  const s = (x: number) => x.toFixed(1);
  console.log(
    `\nDrafts: Big Fish (${f.lines} lines) as Fountain, then a draft with 10 lines changed in 3 scenes`,
  );
  console.log(`first draft, full generation:            ${s(f.firstGenerationS)} s`);
  console.log(
    `next draft, upload to fully playable:     ${s(f.nextDraftS)} s (goal ≤ 10 s): upload ${s(f.split.upload)}, process ${s(f.split.process)}, cast + generate ${s(f.split.generate)}`,
  );
  console.log(
    `changes: ${JSON.stringify(f.changes)}; lines reused ${f.reused}; pages charged ${f.pagesCharged}, pages touched ${f.pagesTouched} (goal: equal); load average ${f.load.toFixed(1)}`,
  );
}
