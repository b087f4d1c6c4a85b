/**
 * The server's resident memory as a user leaves it (Platform issue §5): idle after start, at the
 * peak of a 60-line generation driven through the HTTP API (sign-up, upload, parse, cast,
 * generate), when the generation is done, and after a minute of idleness, when the parse pool and
 * the voice workers started on demand have been released. Read from /proc (VmRSS) for the server
 * process and for its whole process tree (the parse pool's children included).
 */
import { readdirSync, readFileSync } from 'node:fs';

import { registerUsers, signInAll } from '../scale/users';
import { startBuiltServer } from '../support/server';

const PORT = 3193;
const SETTLE_MS = 30_000;
// Past the voice threads' idle limit (60 s), so the figure shows them released.
const IDLE_WAIT_MS = 75_000;

const rssKb = (pid: number): number => {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

const parentOf = (pid: string): number => {
  try {
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
};

/** The process and every descendant, by walking /proc's parent links. */
const treeRssKb = (root: number): number => {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    const parent = parentOf(entry);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  for (const stack = [root]; stack.length > 0;) {
    const pid = stack.pop()!;
    total += rssKb(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
};

/** A script of exactly `count` lines: scenes of a heading, an action line and two speeches. */
const scriptOf = (count: number): string => {
  const blocks: string[] = [];
  for (let i = 0; i < count / 4; i++)
    blocks.push(
      `INT. KITCHEN ${i + 1} - NIGHT`,
      'Rain runs down the window. The kettle starts to sing.',
      `MARGOT\nWhere were you last night? I waited up until ${(i % 11) + 1}.`,
      'DEV\nOut by the river. The fish bite best in the dark.',
    );
  return blocks.join('\n\n') + '\n';
};

// The answers' `data`, read field by field where used.
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<Data>;

const caller =
  (base: string, access: string): Call =>
  async (path, init = {}) => {
    const response = await fetch(`${base}/api/v1/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${access}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: Data };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data ?? {};
  };

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 180_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} took over ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

async function uploadAndProcess(base: string, api: Call, lines: number): Promise<string> {
  const bytes = Buffer.from(scriptOf(lines));
  const signed = await api('documents/presigned-upload', {
    body: { file_name: 'memory-bench.txt', file_type: 'text/plain', file_size: bytes.length },
  });
  const put = await fetch(new URL(signed.url, base), {
    method: 'PUT',
    headers: signed.headers,
    body: bytes,
  });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  const id: string = signed.document_id;
  await api(`documents/${id}/confirm`, { body: {} });
  await api(`documents/${id}/process`, { body: {} });
  await until('parsing', async () => (await api(`documents/${id}/status`)).status === 'completed');
  return id;
}

async function castAndGenerate(api: Call, id: string) {
  const doc = `scenes/document/${id}`;
  const { actors } = (await api(`${doc}/actors`)) as { actors: string[] };
  const { suggested = {} } = (await api(`${doc}/voice-assignments`)) as {
    suggested?: Record<string, string>;
  };
  await api(`${doc}/voice-assignments`, {
    body: { assignments: actors.map((actor) => ({ actor, voice_id: suggested[actor] ?? '' })) },
  });
  await api(`${doc}/generate-audio`, { body: {} });
  return async () => {
    const status = await api(`${doc}/audio-status`);
    return { done: status.overall_status === 'completed', total: status.counts?.total as number };
  };
}

export type ServerMemory = {
  lines: number;
  /** From Generate to every line done, seen through the API's audio status. */
  generateS: number;
  idleMb: number;
  idleTreeMb: number;
  peakMb: number;
  peakTreeMb: number;
  doneMb: number;
  releasedMb: number;
  releasedTreeMb: number;
};

export async function measureServerMemory(lines = 60): Promise<ServerMemory> {
  const server = await startBuiltServer(PORT);
  const mb = (kb: number) => Math.round(kb / 1024);
  try {
    // Start-up garbage (migrations, the first bundles read) is collected within ~20 s.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const idle = { server: rssKb(server.pid), tree: treeRssKb(server.pid) };
    const [email] = await registerUsers(server.url, server.dataDir, 1);
    const { users } = await signInAll(server.url, [email]);
    const api = caller(server.url, users[0].access);

    let peak = { server: 0, tree: 0 };
    let generateS = 0;
    const sampler = setInterval(() => {
      peak = {
        server: Math.max(peak.server, rssKb(server.pid)),
        tree: Math.max(peak.tree, treeRssKb(server.pid)),
      };
    }, 100);
    try {
      const id = await uploadAndProcess(server.url, api, lines);
      const generating = performance.now();
      const status = await castAndGenerate(api, id);
      await until('generation', async () => (await status()).done);
      generateS = (performance.now() - generating) / 1000;
      const { total } = await status();
      if (total !== lines) throw new Error(`the script parsed into ${total} lines, not ${lines}`);
    } finally {
      clearInterval(sampler);
    }
    const done = rssKb(server.pid);
    await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
    return {
      lines,
      generateS,
      idleMb: mb(idle.server),
      idleTreeMb: mb(idle.tree),
      peakMb: mb(peak.server),
      peakTreeMb: mb(peak.tree),
      doneMb: mb(done),
      releasedMb: mb(rssKb(server.pid)),
      releasedTreeMb: mb(treeRssKb(server.pid)),
    };
  } finally {
    await server.stop();
  }
}

export function printServerMemory(m: ServerMemory) {
  console.log(`\nServer resident memory, MB (VmRSS; with its child processes in brackets)`);
  console.log(
    `idle, ${SETTLE_MS / 1000} s after start:              ${m.idleMb} (${m.idleTreeMb})`,
  );
  console.log(`peak during a ${m.lines}-line generation:      ${m.peakMb} (${m.peakTreeMb})`);
  console.log(
    `when the generation is done:           ${m.doneMb} (it took ${m.generateS.toFixed(1)} s)`,
  );
  console.log(
    `after ${IDLE_WAIT_MS / 1000} s idle:                     ${m.releasedMb} (${m.releasedTreeMb})`,
  );
}
