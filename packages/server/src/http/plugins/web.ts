import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Config } from '../../config';

/** Remotes served from this origin in the embedded default. */
export const REMOTE_NAMES = ['marketing', 'auth', 'studio', 'billing'] as const;

// Bundler output with a content hash in its name never changes, so browsers may keep it for a year.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';

// Every built text file has .br/.gz siblings (tools/webpack/precompress.ts), so a cache must key
// on Accept-Encoding. Entry points (index.html, remoteEntry.js, mf-manifest.json) are `no-cache`:
// the browser revalidates them with the ETag @fastify/static sends and gets a 304 when unchanged.
function cacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  path: string,
): void {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  res.setHeader('Cache-Control', HASHED.test(name) ? LONG_CACHE : 'no-cache');
}

// Headers that browsers apply to documents only. A page load fetches ~20–60 scripts, and these
// (~500 bytes, most of it the CSP) would cross the wire with each for nothing; the HTML keeps
// them all (security check 40), and scripts keep nosniff and the resource policy.
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

// On send rather than in `setHeaders`: the CORS plugin's `Vary: Origin` on the reply would
// replace a header set on the raw response.
function assetHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
  });
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CastMyScript — front end not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web front end is not built yet</h1>
<p>The API is running, but there is no built shell to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds first), then reload this page.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p>
</body></html>`;

export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built shell at `/` (with SPA fallback), each remote at `/remotes/<name>/` and
 * `/remotes.json`. Returns the fallback the not-found handler calls for unknown non-API paths.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<WebFallback> {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  const shellBuilt = existsSync(shellIndex);
  assetHeaders(app);

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn({ shellDist }, 'shell is not built; / answers 503 until it is');
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(NOT_BUILT_PAGE),
    );
  }

  for (const name of REMOTE_NAMES) {
    const root = join(config.webRoot, name, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }

  // Read at request time so a deploy can change remotes without restarting the server.
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    const file = join(shellDist, 'remotes.json');
    const body =
      config.remotesJson ?? (existsSync(file) ? await readFile(file, 'utf8') : undefined);
    if (body === undefined) return reply.callNotFound();
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body);
  });

  // Public run-time settings for the front end, as a script from our own origin (the CSP allows no
  // inline script). Only values meant for browsers belong here.
  const appConfig = `window.__CASTMYSCRIPT_CONFIG__ = ${JSON.stringify({
    googleClientId: config.googleClientId ?? null,
  }).replace(/</g, '\\u003c')};\n`;
  app.get('/app-config.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(appConfig),
  );

  return (request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/remotes/') &&
      !basename(path).includes('.') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return false;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!shellBuilt) reply.code(503).send(NOT_BUILT_PAGE);
    else reply.code(200).sendFile('index.html', shellDist);
    return true;
  };
}
