/**
 * What `npm run voices:list` shows: the voices installed in VOICE_MODELS_DIR (each sub-folder
 * with a model) and those the list can still add, with their size and licence.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { VoiceEntry } from './voice-entry';

export interface VoiceStatus {
  installed: string[];
  available: VoiceEntry[];
}

export function voiceStatus(entries: VoiceEntry[], modelsDir: string | undefined): VoiceStatus {
  const installed =
    modelsDir && existsSync(modelsDir)
      ? readdirSync(modelsDir, { withFileTypes: true })
          .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
          .filter((e) => existsSync(path.join(modelsDir, e.name, 'model.onnx')))
          .map((e) => e.name)
          .sort()
      : [];
  return { installed, available: entries.filter((e) => !installed.includes(e.name)) };
}

const megabytes = (bytes: number | null) =>
  bytes === null ? 'size not pinned' : `${(bytes / 1e6).toFixed(0)} MB`;

export function formatVoiceStatus(status: VoiceStatus, modelsDir: string | undefined): string {
  const lines = [
    modelsDir
      ? `Installed in ${modelsDir}: ${status.installed.join(', ') || 'none'}`
      : 'VOICE_MODELS_DIR is unset: no neural voices are used.',
    'Can be added (npm run voices:add -- <name>):',
    ...status.available.map(
      (e) =>
        `  ${e.name.padEnd(12)} ${e.kind.padEnd(7)} ${megabytes(e.bytes).padEnd(16)} ${e.sha256 ? 'pinned' : 'hash not pinned'}  ${e.licence}`,
    ),
  ];
  if (status.available.length === 0) lines.push('  (every listed voice is installed)');
  return lines.join('\n');
}
