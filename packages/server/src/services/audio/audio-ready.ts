import { VOICE_MESSAGES } from '@castmyscript/api/contract';

import type { AudioLine, StoredLine } from '../../db/schema';
import { extraPauseMs } from '../reading/runtime-fns';
import { ServiceError } from '../service-error';
import { lineStatus, type PlannedLine } from './audio-fns';
import type { CombinedPart } from './audio-files';

/** Every line of a read, each made for what it says now, and the pause after each. */
export type ReadyRead = { parts: CombinedPart[]; gapsMs: number[] };

/**
 * The lines as the downloads join them (combined MP3 or WAV, stems): 409 until every line is
 * made for what it says now, so no download ever holds old words.
 */
export function readyRead(
  lines: { stored: StoredLine; planned: PlannedLine; row: AudioLine | undefined }[],
  pauseMs: number,
): ReadyRead {
  const ready =
    lines.length > 0 &&
    lines.every((l) => lineStatus(l.row, l.planned.key) === 'completed' && l.row?.storageKey);
  if (!ready) throw new ServiceError('conflict', VOICE_MESSAGES.notGenerated);
  return {
    parts: lines.map((l) => ({
      key: l.planned.key,
      storageKey: l.row!.storageKey!,
      stored: l.stored,
    })),
    gapsMs: lines.map((_l, i) => extraPauseMs(lines[i + 1]?.stored, pauseMs)),
  };
}
