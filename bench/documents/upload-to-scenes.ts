/**
 * Upload-to-scenes time through the API (goal ≤ 3 s): Big Fish (the 122-page production
 * PDF of ../shared/corpus, read at bench time, never copied) from `documents/presigned-upload`
 * until its lines are readable with `GET scenes/document/{id}`, split into upload (presign + PUT),
 * confirm (sniff), parse (the process call: page count in the parse child + the charge) and write
 * (the job writing the lines, seen through the status event stream, + reading them back).
 *
 * The app runs in this process on PGlite, as `npm start` does, on a loopback port; its parse
 * child is the bundled worker (dist/worker.js), as in production. Figures only — nothing fails.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createServerEventReader } from '../../packages/api/src/contract/event-stream';
import { parseScript } from '../../packages/server/src/parsing/index';
import { corpusDir } from '../parsing/corpus';
import { startBenchApp } from '../support/bench-app';

const FILE = path.join('pdf', 'Big-Fish.aw-production.pdf');
const RUNS = 3;

export type UploadSplit = {
  upload: number;
  confirm: number;
  parse: number;
  write: number;
  total: number;
};
export type UploadFigures = {
  /** The same file parsed in this process after a warm-up: what the parse child costs on top. */
  inProcessParse: number;
  /** 1-minute load average at the end: these machines are shared, figures move with it. */
  load: number;
  file: string;
  pages: number;
  lines: number;
  runs: UploadSplit[];
  median: UploadSplit;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Reads the events stream until the document reaches a final status. */
async function untilFinal(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let final: string | null = null;
  const feed = createServerEventReader((event) => {
    const status = (JSON.parse(event.data) as { status: string }).status;
    if (['completed', 'error', 'payment_required'].includes(status)) final ??= status;
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('event stream ended without a final status');
    feed(decoder.decode(value, { stream: true }));
    if (final !== null) {
      await reader.cancel();
      return final;
    }
  }
}

export async function measureUploadToScenes(repoRoot: string): Promise<UploadFigures> {
  const bytes = readFileSync(path.join(corpusDir(repoRoot), FILE));
  const { base, call, token, close } = await startBenchApp(repoRoot, 'upload');
  try {
    const once = async () => {
      const t0 = performance.now();
      const signed = await call('POST', 'documents/presigned-upload', token, {
        file_name: 'Big Fish.pdf',
        file_type: 'application/pdf',
        file_size: bytes.length,
      });
      const put = await fetch(new URL(signed.url as string).pathname.replace(/^/, base), {
        method: 'PUT',
        headers: signed.headers as Record<string, string>,
        body: new Uint8Array(bytes),
      });
      if (!put.ok) throw new Error(`PUT: ${put.status}`);
      const t1 = performance.now();
      const id = signed.document_id as string;
      await call('POST', `documents/${id}/confirm`, token);
      const t2 = performance.now();
      // The screen opens the stream when it starts processing; here it is open before, so the
      // push is not missed and its set-up is not counted in the write.
      const stream = await fetch(`${base}/api/v1/documents/${id}/events`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const t2b = performance.now();
      const processed = await call('POST', `documents/${id}/process`, token);
      const t3 = performance.now();
      const final = await untilFinal(stream);
      if (final !== 'completed') throw new Error(`processing ended ${final}`);
      const scenes = (await call('GET', `scenes/document/${id}`, token)).scenes as unknown[];
      const t4 = performance.now();
      const split: UploadSplit = {
        upload: t1 - t0,
        confirm: t2 - t1,
        parse: t3 - t2b,
        write: t4 - t3,
        total: t4 - t0 - (t2b - t2),
      };
      return { split, pages: processed.page_count as number, lines: scenes.length };
    };

    await once(); // warm-up: the server's own code paths, as a running server has them
    const runs: UploadSplit[] = [];
    let last = { pages: 0, lines: 0 };
    for (let i = 0; i < RUNS; i++) {
      const run = await once();
      runs.push(run.split);
      last = run;
    }
    await parseScript(bytes);
    const started = performance.now();
    await parseScript(bytes);
    const inProcessParse = performance.now() - started;
    const pick = (k: keyof UploadSplit) => median(runs.map((r) => r[k]));
    return {
      file: path.basename(FILE),
      inProcessParse,
      load: os.loadavg()[0],
      pages: last.pages,
      lines: last.lines,
      runs,
      median: {
        upload: pick('upload'),
        confirm: pick('confirm'),
        parse: pick('parse'),
        write: pick('write'),
        total: pick('total'),
      },
    };
  } finally {
    await close();
  }
}
