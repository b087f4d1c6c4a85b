import http from 'node:http';
import os from 'node:os';

import { envelopeSchema } from '../../packages/api/src/contract/envelope';
import { sharedReadData } from '../../packages/api/src/contract/share';
import { apiCaller } from '../support/api-call';
import { type Figures, Recorder, summarize } from './figures';
import { get } from './paced-run';
import { scheduledAt } from './pacing';
import { castScript, type Writer, WRITER_LINES } from './writers';

/**
 * The shared read under a crew. One writer's 120-line script is voiced and
 * shared through the API; then `clients` anonymous listeners each fetch `GET shared/{token}` once
 * a second (open loop: each on its own schedule from a random offset, latency counted from the
 * scheduled time), as a listen page does to renew its audio URLs. Like a browser, a listener
 * sends back the ETag the server gave (If-None-Match) and keeps its copy on a 304. The figure to
 * compare against: one request at a time on the idle server.
 */
export type SharedFigures = {
  single: Figures;
  run: Figures;
  bodyKb: number;
  clients: number;
  /** 1-minute load average at the end of the run: the machine is shared. */
  loadAverage: number;
};

const PERIOD_MS = 1_000;
const SINGLE_REQUESTS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The writer's script voiced in full and shared; the link's token. */
export async function sharedScript(base: string, writer: Writer): Promise<string> {
  const id = await castScript(writer, WRITER_LINES, 'Shared read');
  await writer.generate(id);
  await writer.generatedSeconds(id);
  const link = await apiCaller(base)('POST', `documents/${id}/share`, writer.access, {});
  return link.token as string;
}

/**
 * Throws unless the read answers 200 with every line and its audio URL; when it has an ETag, a
 * second ask with it must be a 304 with no body. The body's size in KB.
 */
async function verifyShared(url: string): Promise<number> {
  const res = await fetch(url);
  const text = await res.text();
  const parsed = envelopeSchema(sharedReadData).safeParse(JSON.parse(text));
  if (res.status !== 200 || !parsed.success) throw new Error(`shared read: ${res.status}`);
  const lines = parsed.data.data?.lines ?? [];
  if (lines.length !== WRITER_LINES || lines.some((l) => !l.audio_url))
    throw new Error(`shared read: ${lines.length} lines, not all with audio`);
  const etag = res.headers.get('etag');
  if (etag) {
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    if (again.status !== 304 || (await again.text()) !== '')
      throw new Error(`shared read: a current copy got ${again.status}`);
  }
  return Math.round(Buffer.byteLength(text) / 1024);
}

/** One request at a time on the idle server, unconditional (a listener's first visit). */
async function single(url: URL): Promise<Figures> {
  const recorder = new Recorder();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  try {
    for (let i = 0; i < SINGLE_REQUESTS; i++) {
      const sent = performance.now();
      const { status } = await get(agent, url, {});
      recorder.response(status, performance.now() - sent);
    }
  } finally {
    agent.destroy();
  }
  return summarize('one at a time, idle', [recorder], (performance.now() - started) / 1000);
}

async function listener(base: string, token: string, recorder: Recorder, deadline: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(`/api/v1/shared/${token}`, base);
  let etag: string | undefined;
  try {
    // The listen page itself, on the connection its reads then use (the server answers the page
    // to a browser, which says it takes HTML).
    const page = await get(agent, new URL(`/listen/${token}`, base), {
      accept: 'text/html',
    }).catch((e: Error) => e);
    if (page instanceof Error || page.status !== 200)
      recorder.error(page instanceof Error ? page.message : `page ${page.status}`);
    const start = performance.now();
    const offset = Math.random() * PERIOD_MS;
    for (let k = 0; ; k++) {
      const at = scheduledAt(start, offset, PERIOD_MS, k);
      if (at >= deadline) return;
      await sleep(at - performance.now());
      try {
        const answer = await get(agent, url, etag ? { 'if-none-match': etag } : {});
        recorder.response(answer.status, performance.now() - at);
        if (answer.status === 200 && answer.etag) etag = answer.etag;
      } catch (err) {
        recorder.error((err as Error).message);
      }
    }
  } finally {
    agent.destroy();
  }
}

export async function measureShared(
  base: string,
  token: string,
  opts: { durationS: number; clients?: number },
): Promise<SharedFigures> {
  const clients = opts.clients ?? 100;
  const url = new URL(`/api/v1/shared/${token}`, base);
  const bodyKb = await verifyShared(url.toString());
  const idle = await single(url);
  const recorder = new Recorder();
  const started = performance.now();
  const deadline = started + opts.durationS * 1000;
  await Promise.all(
    Array.from({ length: clients }, () => listener(base, token, recorder, deadline)),
  );
  const run = summarize(
    `${clients} listeners, 1/s each`,
    [recorder],
    (performance.now() - started) / 1000,
  );
  return { single: idle, run, bodyKb, clients, loadAverage: os.loadavg()[0] };
}
