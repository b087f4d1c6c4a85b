/**
 * A single-flight lock: while one token refresh runs, every other 401 waits for its outcome
 * instead of starting a refresh of its own (a second refresh would present an already rotated
 * refresh token and revoke the whole session family).
 */
export const createSingleFlight = <T>() => {
  let running: Promise<T> | null = null;
  return {
    run(task: () => Promise<T>): Promise<T> {
      if (!running) {
        running = task().finally(() => {
          running = null;
        });
      }
      return running;
    },
    get busy() {
      return running !== null;
    },
  };
};
