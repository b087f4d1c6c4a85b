import autocannon, { type Client } from 'autocannon';

import { BrowserCache } from './browser-cache';
import { type Figures, Recorder, summarize } from './figures';
import { type LoadUser, READ_SCENARIOS } from './scenarios';

/**
 * The timed read run: `connections` keep-alive connections, closed loop (each sends its next
 * request as soon as the last answer is in), each playing one user per pass through the
 * scenarios, users taken in turn, so every request carries its own user's token. Latencies are
 * recorded per scenario from autocannon's response events: with pipelining 1 a connection's
 * request iterator still points at the request just answered when the event fires. Each user's
 * reads go through a browser cache of their own, empty when the run starts.
 */
export type ReadRun = { durationS: number; scenarios: Figures[]; reads: Figures; note?: string };

export async function readRun(
  base: string,
  users: LoadUser[],
  opts: { durationS: number; connections: number },
): Promise<ReadRun> {
  const recorders = READ_SCENARIOS.map(() => new Recorder());
  const n = READ_SCENARIOS.length;
  const inFlight = (client: Client) => recorders[client.requestIterator.currentRequestIndex];
  const cache = new BrowserCache();
  let next = 0;
  const run = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.durationS,
    setupClient: (client) => {
      client.on('connError', () => inFlight(client).error('connection error'));
      // autocannon reconnects and moves on to the next request before it reports a timeout.
      client.on('timeout', () =>
        recorders[(client.requestIterator.currentRequestIndex + n - 1) % n].error('timeout'),
      );
    },
    requests: READ_SCENARIOS.map((scenario, index) => ({
      method: 'GET',
      setupRequest: (request, context) => {
        // A new pass (the context starts fresh) plays the next user.
        if (index === 0 || context.user === undefined) context.user = next++ % users.length;
        const user = users[context.user as number];
        const path = scenario.path(user);
        context.path = path;
        return {
          ...request,
          path,
          headers: {
            ...request.headers,
            authorization: `Bearer ${user.access}`,
            ...cache.headers(user.email, path),
          },
        };
      },
      onResponse: (status, _body, context, headers) => {
        const user = users[context.user as number];
        const etag = Object.entries(headers).find(([name]) => name.toLowerCase() === 'etag')?.[1];
        cache.store(user.email, context.path as string, status, etag?.toString());
      },
    })),
  });
  run.on('response', (client, status, _bytes, ms) => inFlight(client).response(status, ms));
  const result = await run;
  const scenarios = READ_SCENARIOS.map((s, i) =>
    summarize(s.name, [recorders[i]], result.duration),
  );
  const reads = summarize('reads together', recorders, result.duration);
  // A cross-check of the attribution above against autocannon's own count (which counts a 304
  // among its non-2xx answers).
  const theirs = result.errors + result.non2xx - reads.notModified;
  const note =
    theirs === reads.errors
      ? undefined
      : `autocannon counted ${theirs} errors (${result.timeouts} timeouts), the scenarios ${reads.errors}`;
  return { durationS: result.duration, scenarios, reads, note };
}
