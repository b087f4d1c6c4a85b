import { Readable } from 'node:stream';

import { DOCUMENT_MESSAGES, type DownloadStemsData } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { VoiceEngine } from '../../adapters/tts/tts-port';
import type { UserRow } from '../../db/schema';
import { SAMPLE_RATE } from '../../lib/audio/audio-format';
import { wavHeader } from '../../lib/audio/wav';
import { type ZipSource, zipChunks } from '../../lib/zip-writer';
import { ServiceError } from '../service-error';
import type { AudioDal } from './audio-dal';
import { combinedStorageKey } from './audio-fns';
import type { CombinedPart } from './audio-files';
import type { AudioService } from './audio-service';
import { cuesCsv, labelsTxt, spansOf, stemFiles, stemOf } from './stems-fns';

/**
 * Stems for producers (paid plans as the combined download): one WAV per speaking
 * character and one for the narrator, each holding its lines exactly where the combined WAV has
 * them and silence elsewhere, so all are the same length and mix back to the combined read. With
 * them an Audacity label track and a cue sheet, in one ZIP built as it streams to storage and
 * kept under a key naming what it holds (asked again, the stored ZIP is served).
 */
export type StemsDeps = {
  audio: Pick<AudioService, 'readyRead' | 'sign'>;
  files: Pick<AudioDal, 'addFile'>;
  engine: Pick<VoiceEngine, 'wavLayout' | 'pcm16'>;
  storage: Pick<StoragePort, 'stat' | 'read' | 'write'>;
  now: () => number;
};

/** Silence is written from one zeroed buffer, a slice at a time. */
const SILENCE = new Uint8Array(1 << 20);

function* silence(bytes: number): Generator<Uint8Array> {
  for (let left = bytes; left > 0; left -= SILENCE.length)
    yield SILENCE.subarray(0, Math.min(left, SILENCE.length));
}

export function createStemsService(deps: StemsDeps) {
  const making = new Map<string, Promise<void>>();

  async function make(
    documentId: string,
    storageKey: string,
    parts: CombinedPart[],
    gapsMs: number[],
  ) {
    const mp3s: Uint8Array[] = [];
    for (const part of parts) mp3s.push(new Uint8Array(await deps.storage.read(part.storageKey)));
    const layout = deps.engine.wavLayout(mp3s, gapsMs);
    const total = layout.frames.reduce((a, b) => a + b, 0);
    const lines = parts.map((p) => ({ actor: p.stored.actor, dialog: p.stored.dialog }));
    const spans = spansOf(layout);
    const files = stemFiles(lines);

    /** One stem over the whole timeline: its own lines decoded, silence for everyone else's. */
    async function* stem(name: string): AsyncGenerator<Uint8Array> {
      yield wavHeader(total, SAMPLE_RATE);
      for (let i = 0; i < parts.length; i++) {
        if (stemOf(lines[i]) === name) yield await deps.engine.pcm16(mp3s[i], layout.frames[i]);
        else yield* silence(layout.frames[i] * 2);
      }
    }
    const sources: ZipSource[] = [
      ...[...files].map(([name, file]) => ({ name: file, data: stem(name) })),
      { name: 'labels.txt', data: Buffer.from(labelsTxt(lines, spans, SAMPLE_RATE)) },
      { name: 'cues.csv', data: Buffer.from(cuesCsv(lines, spans, SAMPLE_RATE, files)) },
    ];
    if (!(await deps.files.addFile(documentId, storageKey)))
      throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    const zip = zipChunks(sources, { at: new Date(deps.now()) });
    await deps.storage.write(storageKey, Readable.from(zip), 'application/zip');
  }

  return {
    async download(user: UserRow, documentId: string): Promise<DownloadStemsData> {
      const { doc, parts, gapsMs } = await deps.audio.readyRead(user, documentId, {
        download: true,
      });
      const storageKey = combinedStorageKey(
        documentId,
        [...parts.map((p) => `${p.key}:${p.stored.actor}`), ...gapsMs.map(String)],
        'stems',
      );
      // Two asks at once share one build; a stored ZIP is served as it is.
      let running = making.get(storageKey);
      if (!running) {
        running = (async () => {
          if (!(await deps.storage.stat(storageKey))) await make(doc.id, storageKey, parts, gapsMs);
        })().finally(() => making.delete(storageKey));
        making.set(storageKey, running);
      }
      await running;
      const url = await deps.audio.sign(storageKey, `${documentId}_stems.zip`);
      return { download_url: url };
    },
  };
}

export type StemsService = ReturnType<typeof createStemsService>;
