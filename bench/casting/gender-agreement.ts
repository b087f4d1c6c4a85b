/**
 * Casting figure for `npm run bench -- casting` ("Direct the read"): over the corpus's
 * ground-truth lines (five rendered scripts and the 39 real-world excerpts), the share of
 * characters whose gender the action states (stated-gender.ts) that the casting suggestion
 * gives a voice of that gender. Ground truth rather than parser output, so a parsing slip does
 * not count against casting. Figures only — nothing fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { suggestFor } from '../../packages/server/src/services/casting/casting-fns';
import {
  OFFLINE_VOICES,
  publicOfflineVoice,
} from '../../packages/server/src/adapters/tts/offline/offline-catalogue';
import { corpusDir } from '../parsing/corpus';
import { type BenchLine, statedGenders } from './stated-gender';

export interface CastingRow {
  script: string;
  actor: string;
  stated: 'female' | 'male';
  voice: string;
  voiceGender: string;
  evidence: string;
}

export interface CastingFigures {
  scripts: number;
  rows: CastingRow[];
  agreeing: number;
  /** The same characters cast from their names alone (the casting before it read the script). */
  agreeingByName: number;
}

const catalogue = OFFLINE_VOICES.map((v) => ({ ...publicOfflineVoice(v), previewUrl: null }));

/** Ground truth as the scenes table holds it: parentheticals ride on their speech. */
function truthLines(file: string): BenchLine[] {
  const items = JSON.parse(readFileSync(file, 'utf8')) as {
    actor: string;
    dialog: string;
    type?: string;
  }[];
  return items
    .filter((i) => i.type !== 'parenthetical')
    .map((i) => ({
      actor: i.actor,
      dialog: i.dialog,
      kind: i.type ?? (i.actor === 'narrator' ? 'action' : 'dialogue'),
    }));
}

export function measureCastingGender(repoRoot: string): CastingFigures {
  const corpus = corpusDir(repoRoot);
  const files = [
    ...readdirSync(path.join(corpus, 'gt'))
      .filter((f) => /^[^.]+\.json$/.test(f))
      .map((f) => path.join(corpus, 'gt', f)),
    ...readdirSync(path.join(corpus, 'movieparse'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(corpus, 'movieparse', f)),
  ].sort();
  const rows: CastingRow[] = [];
  let agreeingByName = 0;
  for (const file of files) {
    const lines = truthLines(file);
    const counts = new Map<string, number>();
    for (const l of lines) counts.set(l.actor, (counts.get(l.actor) ?? 0) + 1);
    const actors = [...counts].map(([name, n]) => ({ name, lines: n }));
    const suggested = suggestFor(actors, new Map(), catalogue, lines);
    const byName = suggestFor(actors, new Map(), catalogue);
    for (const s of statedGenders(lines)) {
      const voice = catalogue.find((v) => v.voiceId === suggested[s.actor]);
      if (catalogue.find((v) => v.voiceId === byName[s.actor])?.gender === s.gender)
        agreeingByName += 1;
      rows.push({
        script: path.basename(file, '.json'),
        actor: s.actor,
        stated: s.gender,
        voice: voice?.name ?? '',
        voiceGender: voice?.gender ?? '',
        evidence: s.evidence[0],
      });
    }
  }
  return {
    scripts: files.length,
    rows,
    agreeing: rows.filter((r) => r.voiceGender === r.stated).length,
    agreeingByName,
  };
}

export function printCastingGender(f: CastingFigures, all = false) {
  const pct = f.rows.length ? ((100 * f.agreeing) / f.rows.length).toFixed(1) : '-';
  console.log(
    `\nCasting gender agreement: ${f.agreeing} of ${f.rows.length} characters whose gender the action states (${pct} %, goal ≥ 90 %), ${f.scripts} corpus scripts`,
  );
  console.log(`cast from the names alone: ${f.agreeingByName} of ${f.rows.length}`);
  for (const r of f.rows.filter((x) => all || x.voiceGender !== x.stated))
    console.log(
      `${r.voiceGender === r.stated ? ' ' : '✗'} ${r.script} ${r.actor}: stated ${r.stated}, voice ${r.voice} (${r.voiceGender}) — "${r.evidence}"`,
    );
}
