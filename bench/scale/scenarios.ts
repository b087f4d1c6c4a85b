import type { BenchUser } from './users';

/**
 * What each simulated user reads during the load run. Every scenario says whether this branch
 * serves it: the documents, scenes and audio-status reads of issue 9's load test arrive with the
 * Scripts and Voices issues, and are reported as missing until then.
 *
 * Extension points (to fill in when those endpoints exist):
 * - `prepare` runs once per user before the run and returns what its paths need, e.g. upload a
 *   generated 2,000-line script, wait until its parse is done, and return `{ documentId }`;
 * - `available` then probes the endpoint (not 404) instead of answering false.
 */
export type ReadContext = Record<string, string>;

export type ReadScenario = {
  name: string;
  available(base: string, user: BenchUser): Promise<boolean>;
  prepare?(base: string, user: BenchUser): Promise<ReadContext>;
  path(ctx: ReadContext): string;
  /** Sent with the user's access token. */
  auth: boolean;
};

const always = async () => true;
const notYet = async () => false;

export const READ_SCENARIOS: ReadScenario[] = [
  { name: 'users/me', auth: true, available: always, path: () => '/api/v1/users/me' },
  { name: 'health', auth: false, available: always, path: () => '/api/v1/health' },
  {
    name: 'documents list',
    auth: true,
    // Spec 2: GET /documents/ answers data.documents for the signed-in user.
    available: async (base, user) =>
      (
        await fetch(`${base}/api/v1/documents/`, {
          headers: { authorization: `Bearer ${user.access}` },
        })
      ).status === 200,
    path: () => '/api/v1/documents/',
  },
  {
    name: 'scenes of a 2,000-line script',
    auth: true,
    // Needs `prepare`: upload and parse a 2,000-line script per user (Scripts issue).
    available: notYet,
    path: (ctx) => `/api/v1/scenes/document/${ctx.documentId}`,
  },
  {
    name: 'audio status',
    auth: true,
    // Needs `prepare` (the same document) and the Voices issue's audio-status endpoint.
    available: notYet,
    path: (ctx) => `/api/v1/scenes/document/${ctx.documentId}/audio-status`,
  },
];
