import type { StoragePort } from '../../adapters/storage/storage-port';
import { readMp3 } from '../../lib/audio/mp3-frames';
import type { DocumentsDal } from '../documents/documents-dal';
import type { AudioDal, PlannedRow } from './audio-dal';
import { lineStorageKey } from './audio-fns';

type Planned = PlannedRow;

export type JobFilesDeps = {
  documents: Pick<DocumentsDal, 'findById'>;
  audio: AudioDal;
  storage: Pick<StoragePort, 'write' | 'read' | 'stat' | 'delete'>;
  stamp: () => Date;
};

/** The generation job's stored lines: writing a made line, and finding one stored before. */
export function createJobFiles(deps: JobFilesDeps) {
  const { audio, storage, stamp } = deps;

  const exists = async (documentId: string) =>
    (await deps.documents.findById(documentId)) !== undefined;

  /**
   * Stores a made line; null when the document was deleted meanwhile. A delete that committed
   * while the file was being written may have missed it: then the job removes it itself.
   */
  async function store(
    documentId: string,
    run: number,
    key: string,
    mp3: Uint8Array,
  ): Promise<string | null> {
    const storageKey = lineStorageKey(documentId, key);
    if (!(await audio.addFile(documentId, storageKey, run))) return null;
    await storage.write(storageKey, Buffer.from(mp3), 'audio/mpeg');
    if (await exists(documentId)) return storageKey;
    await storage.delete(storageKey);
    return null;
  }

  /**
   * Lines already stored under their key. Made by an earlier run (a line set back to words it
   * had), the line is reused from that run; made by this one (the same words twice, a file
   * written before a crash) it was synthesised for this run and is not called reused.
   */
  async function fromCache(documentId: string, run: number, line: Planned): Promise<boolean> {
    const storageKey = lineStorageKey(documentId, line.key);
    if (!(await storage.stat(storageKey))) return false;
    const { durationMs } = readMp3(new Uint8Array(await storage.read(storageKey)));
    const madeBy = await audio.fileRun(storageKey);
    await audio.addFile(documentId, storageKey, run);
    await audio.complete(
      { lineId: line.lineId, key: line.key },
      { storageKey, durationMs, ...(madeBy !== run && { reusedFrom: 'run' as const }) },
      stamp(),
    );
    return true;
  }

  return { exists, store, fromCache };
}
