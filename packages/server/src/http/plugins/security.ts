import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

import type { RateCounter } from '../../adapters/rate-limit/rate-limit-port';
import { s3PublicOrigin } from '../../adapters/storage/storage-s3';
import type { Config } from '../../config';
import { HttpError } from '../envelope';
import { counterStore } from './rate-limit-store';

/**
 * Origins of remotes deployed elsewhere (from REMOTES_JSON): the CSP must let the shell load them.
 * A ws:// address there is allowed too: `npm run dev` names its remote dev server's hot-update
 * socket so, since an http:// source does not cover WebSockets.
 */
export function remoteOrigins(remotesJson: string | undefined): string[] {
  if (!remotesJson) return [];
  const found = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string' && /^(https?|wss?):\/\//.test(v)) found.add(new URL(v).origin);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(JSON.parse(remotesJson));
  return [...found];
}

/**
 * Headers, CORS and rate limits (security check 40). Registered before any route so every
 * answer, error pages included, carries them. With a shared `counter` (PostgreSQL) every API
 * process counts into the same limits; without one each counts in memory (embedded default).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  counter?: RateCounter,
): Promise<void> {
  const remotes = remoteOrigins(config.remotesJson);
  // With S3 the browser uploads to the bucket and loads pictures and audio from it.
  const files = config.s3 ? [s3PublicOrigin(config.s3)] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        // PrimeReact injects <style> elements at run time, so inline styles must be allowed.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...files],
        mediaSrc: ["'self'", 'data:', 'blob:', ...files],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...files],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // HSTS over plain http would pin nothing and could break a LAN setup; only send it on https.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? undefined : false,
    // Remote entries of a scaled deployment are fetched cross-origin.
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
  });

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    // Reflect only listed origins; an unlisted origin gets no CORS headers and the browser blocks it.
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Static files are cheap and cached; counting them would throttle a page load of many chunks.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(counter ? { store: counterStore(counter) } : {}),
    errorResponseBuilder: (_request, ctx) =>
      new HttpError(429, `Too many requests. Please try again in ${ctx.after}.`, {
        retry_after_s: Math.ceil(ctx.ttl / 1000),
      }),
  });
}
