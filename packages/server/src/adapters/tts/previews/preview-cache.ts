/**
 * Preview clips: one short sentence per voice made on this server (offline and neural), made the first time it is asked for and
 * kept on disk. The file name carries a hash of everything that shapes the sound (settings,
 * sentence, output format), so changing a voice makes a new clip instead of serving a stale one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { MP3_BITRATE, SAMPLE_RATE, TARGET_LUFS } from '../../../lib/audio/audio-format';
import { type Preview, VoiceError } from '../tts-port';

export type { Preview };

export const previewSentence = (name: string) =>
  `Hello, I'm ${name}. I'll read your characters' lines, just like this.`;

export interface PreviewCacheOptions {
  dir: string;
  render: (voiceId: string, text: string) => Promise<Uint8Array>;
  /** The voice's name (said in the clip) and what shapes its sound; undefined: no clip here. */
  voiceOf: (voiceId: string) => { name: string; key: unknown } | undefined;
}

export function createPreviewCache({ dir, render, voiceOf }: PreviewCacheOptions) {
  const inFlight = new Map<string, Promise<Preview>>();

  function fileFor(voiceId: string): { file: string; text: string } {
    const voice = voiceOf(voiceId);
    if (!voice) throw new VoiceError(`Unknown voice: ${voiceId}`, 'unknown_voice');
    const text = previewSentence(voice.name);
    const hash = createHash('sha256')
      .update(JSON.stringify([voice.key, text, SAMPLE_RATE, MP3_BITRATE, TARGET_LUFS]))
      .digest('hex')
      .slice(0, 12);
    return { file: path.join(dir, `${voiceId}-${hash}.mp3`), text };
  }

  async function make(voiceId: string, file: string, text: string): Promise<Preview> {
    try {
      return { path: file, bytes: new Uint8Array(await readFile(file)) };
    } catch {
      // Not made yet.
    }
    const bytes = await render(voiceId, text);
    await mkdir(dir, { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return { path: file, bytes };
  }

  return {
    /** The clip for an offline or neural voice; concurrent first requests share one synthesis. */
    get(voiceId: string): Promise<Preview> {
      let file: string;
      let text: string;
      try {
        ({ file, text } = fileFor(voiceId));
      } catch (error) {
        return Promise.reject(error);
      }
      const existing = inFlight.get(file);
      if (existing) return existing;
      const made = make(voiceId, file, text).finally(() => inFlight.delete(file));
      inFlight.set(file, made);
      return made;
    },
  };
}
