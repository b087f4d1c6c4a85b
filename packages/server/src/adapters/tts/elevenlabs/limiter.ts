/**
 * At most `limit` tasks at once, started in call order. ElevenLabs counts concurrent requests
 * per plan (Free 2, Starter 3, Creator 5, Pro 10, Scale 15) and answers 429 beyond that.
 */
export interface Limiter {
  <T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
}

export function createLimiter(limit: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (active >= limit) return;
    const start = waiting.shift();
    if (start) {
      active++;
      start();
    }
  };
  const run = <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
  return Object.defineProperty(run, 'active', { get: () => active }) as Limiter;
}
