import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';

import type { RateCounter } from '../../adapters/rate-limit/rate-limit-port';

type RouteInfo = { method?: string | string[]; url?: string };

/**
 * @fastify/rate-limit's custom `store` over a RateCounter (used on PostgreSQL, where the counts
 * must be shared by every API process). The plugin constructs the store itself, so the counter
 * comes in through this closure. The global limit counts all of a client's /api requests under one
 * key; a route with its own limit gets a child store whose keys also name the route, as the
 * plugin's own Redis store does.
 */
export function counterStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = '') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the merged limit options with the route under `routeInfo`.
      const route = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new CounterStore(routeOptions, `${this.prefix}${route.method} ${route.url}:`);
    }
  }
  return CounterStore;
}
