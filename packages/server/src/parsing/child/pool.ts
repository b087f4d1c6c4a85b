/**
 * The parse pool (security check 43): at most `size` parse children run at once in this process,
 * because each may take hundreds of megabytes. Waiting work starts round-robin by owner: the
 * owner whose last start is oldest goes next (one who never started goes first, by arrival), so
 * one user's tenth file waits behind the others' first. A queued entry can be dropped by its key
 * (a deleted document) without ever starting.
 */
export type PoolEvent = {
  type: 'queued' | 'started' | 'ended' | 'dropped';
  owner: string;
  key: string;
  /** Entries running and waiting once this event has happened. */
  running: number;
  queued: number;
};

/** The rejection of a queued entry that was dropped before it started. */
export class PoolEntryDropped extends Error {
  constructor(readonly key: string) {
    super('The queued parse was dropped');
    this.name = 'PoolEntryDropped';
  }
}

type Entry = {
  owner: string;
  key: string;
  task: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

export function createParsePool({ size }: { size: number }) {
  if (!Number.isInteger(size) || size < 1) throw new Error('parse pool size must be at least 1');
  const waiting: Entry[] = [];
  // When each owner with queued or running work last started an entry (a counter, not a clock).
  const lastStart = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const listeners = new Set<(event: PoolEvent) => void>();
  let running = 0;
  let starts = 0;

  const emit = (type: PoolEvent['type'], { owner, key }: Entry) => {
    const event = { type, owner, key, running, queued: waiting.length };
    for (const listener of listeners) listener(event);
  };

  const settle = (owner: string) => {
    const left = (inFlight.get(owner) ?? 1) - 1;
    if (left > 0) return void inFlight.set(owner, left);
    inFlight.delete(owner);
    lastStart.delete(owner);
  };

  /** The head entry of the owner served longest ago; `waiting` is in arrival order. */
  const nextIndex = (): number => {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const served = lastStart.get(waiting[i].owner) ?? 0;
      if (best === -1 || served < (lastStart.get(waiting[best].owner) ?? 0)) best = i;
    }
    return best;
  };

  const pump = () => {
    while (running < size && waiting.length > 0) {
      const [entry] = waiting.splice(nextIndex(), 1);
      running += 1;
      lastStart.set(entry.owner, ++starts);
      emit('started', entry);
      entry
        .task()
        .then(entry.resolve, entry.reject)
        .finally(() => {
          running -= 1;
          settle(entry.owner);
          emit('ended', entry);
          pump();
        });
    }
  };

  return {
    /** Runs `task` once a slot is free and the owner's turn has come; settles as the task does. */
    run<T>(owner: string, key: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const entry: Entry = {
          owner,
          key,
          task,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        waiting.push(entry);
        inFlight.set(owner, (inFlight.get(owner) ?? 0) + 1);
        emit('queued', entry);
        pump();
      });
    },

    /** Removes the queued entry of `key` (it rejects with PoolEntryDropped); false once started. */
    drop(key: string): boolean {
      const index = waiting.findIndex((e) => e.key === key);
      if (index === -1) return false;
      const [entry] = waiting.splice(index, 1);
      settle(entry.owner);
      emit('dropped', entry);
      entry.reject(new PoolEntryDropped(key));
      return true;
    },

    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },

    /** Calls `listener` on every change (tests, metrics); returns the unsubscribe function. */
    watch(listener: (event: PoolEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ParsePool = ReturnType<typeof createParsePool>;
