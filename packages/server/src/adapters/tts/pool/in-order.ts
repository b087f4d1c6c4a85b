/**
 * Hands results to a callback in the order the work was submitted, each as soon as it and every
 * earlier one have settled: a player can start on line 1 while line 40 is still being made, and
 * never sees line 3 before line 2. A failure is delivered in its place and does not stop the rest.
 */
import type { Outcome } from '../tts-port';

export type { Outcome };

export async function inOrder<T>(
  work: Promise<T>[],
  onResult: (index: number, outcome: Outcome<T>) => void | Promise<void>,
): Promise<Outcome<T>[]> {
  const settled = work.map((p) =>
    p.then(
      (value): Outcome<T> => ({ ok: true, value }),
      (error: unknown): Outcome<T> => ({
        ok: false,
        error: error instanceof Error ? error : new Error(String(error)),
      }),
    ),
  );
  const outcomes: Outcome<T>[] = [];
  for (let i = 0; i < settled.length; i++) {
    const outcome = await settled[i];
    outcomes.push(outcome);
    await onResult(i, outcome);
  }
  return outcomes;
}
