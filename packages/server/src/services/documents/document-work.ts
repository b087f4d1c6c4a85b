/**
 * The work under way in this process for each document — its parse, its audio batches — so that
 * deleting the document stops it at once (security check 42): a parse child is killed, lines not
 * yet started leave the synthesis queue. Work running in another process (a worker of a scaled
 * deployment) cannot be reached from here; it sees the deletion itself between lines.
 */
export type WorkHandle = {
  /** Aborted when the document is deleted (or by `cancel`). */
  readonly signal: AbortSignal;
  /** The work found its document gone by itself: stop the rest of it. */
  cancel(): void;
  /** The work is over; forget it. */
  end(): void;
};

export function createDocumentWork() {
  const running = new Map<string, Set<AbortController>>();

  return {
    begin(documentId: string): WorkHandle {
      const controller = new AbortController();
      const mine = running.get(documentId) ?? new Set<AbortController>();
      mine.add(controller);
      running.set(documentId, mine);
      return {
        signal: controller.signal,
        cancel: () => controller.abort(),
        end() {
          mine.delete(controller);
          if (mine.size === 0 && running.get(documentId) === mine) running.delete(documentId);
        },
      };
    },

    /** After the document's delete committed: every piece of its work here stops. */
    cancel(documentId: string): void {
      const mine = running.get(documentId);
      running.delete(documentId);
      for (const controller of mine ?? []) controller.abort();
    },
  };
}

export type DocumentWork = ReturnType<typeof createDocumentWork>;
