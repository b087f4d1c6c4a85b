import { documentsListData } from '../../packages/api/src/contract/documents';
import { envelopeSchema } from '../../packages/api/src/contract/envelope';
import { scenesData } from '../../packages/api/src/contract/scenes';
import { audioStatusData } from '../../packages/api/src/contract/voices';
import type { BrowserCache } from './browser-cache';
import { type SeededScript, SCRIPT_LINES } from './seed';
import type { BenchUser } from './users';

/**
 * What each simulated user reads during the timed run: the documents list, the scenes
 * list of their 2,000-line script and its audio status, with their own access token. Before the
 * run every user calls every scenario once and the answer is checked (200, the contract's shape,
 * the seeded content): a load test that measures 401s or empty lists would be worthless.
 */
export type LoadUser = BenchUser & SeededScript;

export type ReadScenario = {
  name: string;
  path(user: LoadUser): string;
  /** What is wrong with a 200 answer's body, if anything. */
  check(body: unknown, user: LoadUser): string | undefined;
};

/** A contract schema, as far as the checks use it (bench/ does not depend on zod itself). */
type Parser<T> = {
  safeParse(body: unknown): { success: true; data: T } | { success: false; error: Error };
};

/** The body's `data` when it has the envelope and the contract's shape; a message otherwise. */
function dataOf<T>(envelope: Parser<{ data?: T }>, body: unknown): T | string {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return `not the contract's shape: ${parsed.error.message.slice(0, 300)}`;
  return parsed.data.data ?? 'no data in the envelope';
}

export const READ_SCENARIOS: ReadScenario[] = [
  {
    name: 'documents list',
    path: () => '/api/v1/documents/',
    check: (body, user) => {
      const data = dataOf(envelopeSchema(documentsListData), body);
      if (typeof data === 'string') return data;
      const own = data.documents.find((d) => d._id === user.documentId);
      return own?.status === 'completed' ? undefined : 'the seeded document is not listed';
    },
  },
  {
    name: `scenes list (${SCRIPT_LINES.toLocaleString('en')} lines)`,
    path: (user) => `/api/v1/scenes/document/${user.documentId}`,
    check: (body, user) => {
      const data = dataOf(envelopeSchema(scenesData), body);
      if (typeof data === 'string') return data;
      if (data.scenes.length !== SCRIPT_LINES) return `${data.scenes.length} lines`;
      return data.scenes.every((s, i) => s.document_id === user.documentId && s.scene_index === i)
        ? undefined
        : 'lines of another document or out of order';
    },
  },
  {
    name: 'audio status',
    path: (user) => `/api/v1/scenes/document/${user.documentId}/audio-status`,
    check: (body, user) => {
      const data = dataOf(envelopeSchema(audioStatusData), body);
      if (typeof data === 'string') return data;
      // Nothing is made in either state: every line is pending.
      const overall = user.generating ? 'processing' : 'not_started';
      return data.overall_status === overall &&
        data.counts.total === SCRIPT_LINES &&
        data.counts.pending === SCRIPT_LINES
        ? undefined
        : `unexpected status ${JSON.stringify(data)}`;
    },
  },
];

/**
 * Calls every scenario as `user` and throws unless each answers 200 with the expected body; an
 * answer with an ETag is asked again with it and must then be 304 with no body. The validators
 * go into `cache`, as the user's browser would keep them from a first visit.
 */
export async function verifyScenarios(
  base: string,
  user: LoadUser,
  cache: BrowserCache,
): Promise<void> {
  for (const scenario of READ_SCENARIOS) {
    const path = scenario.path(user);
    const auth = { authorization: `Bearer ${user.access}` };
    const res = await fetch(base + path, { headers: auth });
    const body: unknown = await res.json().catch(() => undefined);
    const problem =
      res.status === 200
        ? scenario.check(body, user)
        : `${res.status} ${JSON.stringify(body).slice(0, 200)}`;
    if (problem) throw new Error(`${scenario.name} as ${user.email}: ${problem}`);
    const etag = res.headers.get('etag') ?? undefined;
    cache.store(user.email, path, res.status, etag);
    if (!etag) continue;
    const again = await fetch(base + path, { headers: { ...auth, 'if-none-match': etag } });
    const text = await again.text();
    if (again.status !== 304 || text !== '')
      throw new Error(`${scenario.name} as ${user.email}: a current copy got ${again.status}`);
  }
}

/**
 * Every user's reads, checked before the timed run, two users at a time. This also warms the
 * server up (its code compiled, its database pages cached), as a server is in steady state.
 */
export async function verifyAll(
  base: string,
  users: LoadUser[],
  cache: BrowserCache,
): Promise<void> {
  const queue = [...users];
  await Promise.all(
    [0, 1].map(async () => {
      for (let user = queue.shift(); user; user = queue.shift())
        await verifyScenarios(base, user, cache);
    }),
  );
}
