/**
 * Worker-thread entry of the synthesis pool (bundled as dist/voice-worker.js). Takes one job at a
 * time; results go back with their buffers transferred, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { VoiceError } from '../tts-port';
import type { JobRequest, JobResponse } from './pool-protocol';
import { lowerThisThread } from './thread-priority';
import { runJob } from './worker-jobs';

const port = parentPort;
if (!port) throw new Error('voice-worker runs only as a worker thread');
lowerThisThread((workerData as { nice?: number } | null)?.nice ?? 0);

const buffersOf = (value: unknown): ArrayBuffer[] => {
  if (!value || typeof value !== 'object') return [];
  const whole = Object.values(value).flatMap((v) =>
    ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer && v.byteLength === v.buffer.byteLength
      ? [v.buffer]
      : [],
  );
  return [...new Set(whole)];
};

port.on('message', async ({ id, job }: JobRequest) => {
  let response: JobResponse;
  try {
    response = { id, ok: true, result: await runJob(job) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    response = {
      id,
      ok: false,
      error: { message, code: error instanceof VoiceError ? error.code : 'engine_failed' },
    };
  }
  const result = response.ok ? response.result : undefined;
  port.postMessage(response, buffersOf(result));
});
