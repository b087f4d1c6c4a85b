import { Readable } from 'node:stream';

import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { StoredLine } from '../../db/schema';
import type { VoiceEngine } from '../../adapters/tts/tts-port';
import type { DocumentWork } from '../documents/document-work';
import { ServiceError } from '../service-error';
import type { AudioDal } from './audio-dal';
import { combinedStorageKey, lineStorageKey, type PlannedLine } from './audio-fns';

/**
 * Audio files made while the user waits: one line at a chosen speed, and the combined download.
 * Both are stored under keys naming what they contain, so asking again serves the stored file,
 * and two identical requests at once share one piece of work.
 */
export type AudioFilesDeps = {
  audio: Pick<AudioDal, 'addFile' | 'complete' | 'setCombined'>;
  engine: Pick<VoiceEngine, 'renderLine' | 'combine' | 'wavChunks'>;
  storage: Pick<StoragePort, 'stat' | 'read' | 'write' | 'delete'>;
  now: () => number;
  /** This process's work per document: deleting it stops a line being made here. */
  work?: Pick<DocumentWork, 'begin'>;
};

export type CombinedPart = { key: string; storageKey: string; stored: StoredLine };

const MEDIA = { mp3: 'audio/mpeg', wav: 'audio/wav' } as const;

export function createAudioFiles(deps: AudioFilesDeps) {
  const { audio, engine, storage } = deps;
  const making = new Map<string, Promise<string>>();

  function once(key: string, make: () => Promise<string>): Promise<string> {
    let running = making.get(key);
    if (!running) {
      running = (async () => {
        if (await storage.stat(key)) return key;
        return make();
      })().finally(() => making.delete(key));
      making.set(key, running);
    }
    return running;
  }

  /** Records the file for the document before writing it; a deleted document gets nothing. */
  async function claim(documentId: string, storageKey: string): Promise<void> {
    if (!(await audio.addFile(documentId, storageKey)))
      throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
  }

  return {
    /** The stored key of one planned line (any speed), made now ahead of queued lines if needed. */
    line(documentId: string, planned: PlannedLine): Promise<string> {
      const storageKey = lineStorageKey(documentId, planned.key);
      return once(storageKey, async () => {
        const work = deps.work?.begin(documentId);
        const made = await engine
          .renderLine({ ...planned.request!, urgent: true }, { signal: work?.signal })
          .finally(() => work?.end());
        await claim(documentId, storageKey);
        await storage.write(storageKey, Buffer.from(made.mp3), 'audio/mpeg');
        // At normal speed it is the line's own audio: the list can play it at once.
        await audio.complete(
          { lineId: planned.stored.id, key: planned.key },
          { storageKey, durationMs: made.durationMs },
          new Date(deps.now()),
        );
        return storageKey;
      });
    },

    /**
     * Every line in order in one file. MP3: the lines' frames joined (each line already ends
     * with its own pause, which `gapsMs` lengthens or shortens), a chapter at each scene heading,
     * the script's title in its tags. WAV: streamed line by line.
     */
    combined(
      documentId: string,
      parts: CombinedPart[],
      format: 'mp3' | 'wav',
      gapsMs: number[] = [],
      title?: string,
    ): Promise<string> {
      // The title is in the MP3's tags: a renamed script gets a file of its own.
      const named = format === 'mp3' && title ? [`title:${title}`] : [];
      const storageKey = combinedStorageKey(
        documentId,
        [...parts.map((p) => p.key), ...gapsMs.map(String), ...named],
        format,
      );
      return once(storageKey, async () => {
        const mp3s: Uint8Array[] = [];
        for (const part of parts) mp3s.push(new Uint8Array(await storage.read(part.storageKey)));
        await claim(documentId, storageKey);
        if (format === 'mp3') {
          const chapters = parts.flatMap((p, index) =>
            p.stored.kind === 'scene_heading' ? [{ index, title: p.stored.dialog }] : [],
          );
          const joined = await engine.combine(mp3s, { chapters, gapsMs, title });
          await storage.write(storageKey, Buffer.from(joined.bytes), MEDIA.mp3);
        } else {
          await storage.write(storageKey, Readable.from(engine.wavChunks(mp3s, gapsMs)), MEDIA.wav);
        }
        // The download it replaces (a line changed since) is not needed any more.
        const previous = await audio.setCombined(documentId, storageKey);
        if (previous && previous !== storageKey && previous.includes(`/combined-${format}-`))
          await storage.delete(previous);
        return storageKey;
      });
    },
  };
}

export type AudioFiles = ReturnType<typeof createAudioFiles>;
