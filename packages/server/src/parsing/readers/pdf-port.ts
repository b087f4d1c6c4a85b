/**
 * The message port between pdf.js's document API and its worker half, both in this thread. Under
 * Node pdf.js falls back to a "fake worker" whose port deep-copies every message with
 * structuredClone — a tenth of a long script's parse spent copying text items that nothing else
 * holds. This port hands each message over without the deep copy, still asynchronously, as a port
 * must. The sender reuses a streamed chunk's object (its text items are swapped for a fresh list
 * right after sending), so the message and its chunk are copied one level deep.
 */
type Listener = (event: { data: unknown }) => void;

const shallowCopy = (value: unknown): unknown =>
  value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Array.isArray(value)
    ? { ...value }
    : value;

export class InlinePort {
  readonly #listeners = new Set<Listener>();

  postMessage(message: unknown): void {
    const data = shallowCopy(message) as { chunk?: unknown } | undefined;
    if (data && typeof data.chunk === 'object') data.chunk = shallowCopy(data.chunk);
    queueMicrotask(() => {
      for (const listener of this.#listeners) listener.call(this, { data });
    });
  }

  addEventListener(_type: 'message', listener: Listener, options?: { signal?: AbortSignal }) {
    if (options?.signal?.aborted) return;
    this.#listeners.add(listener);
    options?.signal?.addEventListener('abort', () => this.#listeners.delete(listener));
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.delete(listener);
  }

  terminate(): void {
    this.#listeners.clear();
  }
}
