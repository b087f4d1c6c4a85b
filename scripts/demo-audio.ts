/**
 * `npm run demo:audio`: renders the landing page's demo scene with the product's own offline
 * voices and writes the MP3 and its line timings into the marketing remote. The result is
 * committed, so the site never synthesises at run time; run it again after editing the scene.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  DEMO_CAST,
  DEMO_SCENE,
} from '../packages/marketing/src/features/landing/components/demo-scene';
import { createVoiceEngine } from '../packages/server/src/adapters/tts';
import { repoRoot } from './lib/proc';

const out = path.join(repoRoot, 'packages/marketing/src/features/landing/assets');
const previewDir = mkdtempSync(path.join(tmpdir(), 'cms-demo-'));
const engine = createVoiceEngine({ previewDir });
try {
  const voiceOf = new Map<string, string>(DEMO_CAST.map((c) => [c.actor, c.voiceId]));
  const outcomes = await engine.renderLines(
    DEMO_SCENE.map((line) => ({
      voiceId: voiceOf.get(line.actor)!,
      text: line.dialog,
      role: line.actor === 'NARRATOR' ? ('narrator' as const) : ('character' as const),
    })),
  );
  const parts = outcomes.map((o, i) => {
    if (!o.ok) throw new Error(`line ${i + 1}: ${String(o.error)}`);
    return o.value.mp3;
  });
  const joined = await engine.combine(parts, { title: 'Spin Cycle — Scene 1' });
  writeFileSync(path.join(out, 'spin-cycle.mp3'), joined.bytes);
  writeFileSync(
    path.join(out, 'spin-cycle-timing.ts'),
    `// Written by \`npm run demo:audio\` with spin-cycle.mp3: where each demo line starts (ms).\n` +
      `export const DEMO_LINE_STARTS_MS = ${JSON.stringify(joined.startsMs.map(Math.round))} as const;\n` +
      `export const DEMO_DURATION_MS = ${Math.round(joined.durationMs)};\n`,
  );
  console.log(
    `demo: ${parts.length} lines, ${(joined.durationMs / 1000).toFixed(1)} s, ${(joined.bytes.length / 1024).toFixed(0)} KB`,
  );
} finally {
  await engine.close();
  rmSync(previewDir, { recursive: true, force: true });
}
