/**
 * The calls the Upload, Voice Assignment and Audio Production screens make, for the synthesis
 * bench: a processed script, the suggested casting, Generate, and waiting for the audio.
 */
import { apiCaller } from '../support/api-call';

type Status = { overall_status: string; counts: { total: number } };
type Line = { status: string; duration_s?: number | null };

export async function createApiClient(base: string, email: string, password: string) {
  const call = apiCaller(base);
  const token = (await call('POST', 'auth/login', undefined, { email, password }))
    .access_token as string;
  const as = (method: string, p: string, body?: unknown) => call(method, p, token, body);

  /** Polls `read` every 250 ms until it gives a value; at most 15 minutes. */
  const until = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  return {
    /** Upload → confirm → process → lines written (by a worker); returns the document id. */
    async processedScript(text: string, fileName: string): Promise<string> {
      const bytes = Buffer.from(text);
      const signed = await as('POST', 'documents/presigned-upload', {
        file_name: fileName,
        file_type: 'application/octet-stream',
        file_size: bytes.length,
      });
      // Local storage signs a path on this site, S3 a full URL.
      const put = await fetch(base + new URL(signed.url as string, base).pathname, {
        method: 'PUT',
        headers: signed.headers as Record<string, string>,
        body: new Uint8Array(bytes),
      });
      if (!put.ok) throw new Error(`PUT: ${put.status}`);
      const id = signed.document_id as string;
      await as('POST', `documents/${id}/confirm`);
      await as('POST', `documents/${id}/process`);
      const status = await until(async () => {
        const s = (await as('GET', `documents/${id}/status`)).status as string;
        return ['completed', 'error', 'payment_required'].includes(s) ? s : undefined;
      }, `processing of ${id}`);
      if (status !== 'completed') throw new Error(`processing of ${id} ended ${status}`);
      return id;
    },

    async castSuggested(id: string): Promise<void> {
      const got = await as('GET', `scenes/document/${id}/voice-assignments`);
      const suggested = got.suggested as Record<string, string>;
      await as('POST', `scenes/document/${id}/voice-assignments`, {
        assignments: Object.entries(suggested).map(([actor, voice_id]) => ({ actor, voice_id })),
      });
    },

    generate: (id: string) => as('POST', `scenes/document/${id}/generate-audio`),

    /** Waits for the generation to end; the seconds of audio made. */
    async generatedSeconds(id: string): Promise<number> {
      const status = await until(async () => {
        const s = (await as('GET', `scenes/document/${id}/audio-status`)) as unknown as Status;
        return ['completed', 'error'].includes(s.overall_status) ? s : undefined;
      }, `audio of ${id}`);
      if (status.overall_status !== 'completed') throw new Error(`audio of ${id} ended in error`);
      const lines = (await as('GET', `scenes/document/${id}/audio-urls`)).audio_scenes as Line[];
      return lines.reduce((sum, l) => sum + (l.duration_s ?? 0), 0);
    },

    async lineCount(id: string): Promise<number> {
      const s = (await as('GET', `scenes/document/${id}/audio-status`)) as unknown as Status;
      return s.counts.total;
    },
  };
}
