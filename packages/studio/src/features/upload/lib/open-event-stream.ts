import { createServerEventReader, type ServerEvent } from '@castmyscript/api/contract';

export type EventStreamOptions = {
  url: string;
  /** Sent as a bearer header: EventSource cannot send headers, which is why this uses fetch. */
  token: string | null;
  headers?: Record<string, string>;
  onEvent: (event: ServerEvent) => void;
  /** Called once when the stream ends or cannot be opened; not after `close()`. */
  onClose: (reason: 'ended' | 'failed') => void;
};

/**
 * Reads a server-sent-events stream through fetch streaming. Returns `close`, which aborts the
 * request; any failure (network, non-2xx, no body) is reported once through `onClose('failed')`
 * so the caller can fall back to polling.
 */
export function openEventStream({
  url,
  token,
  headers = {},
  onEvent,
  onClose,
}: EventStreamOptions) {
  const controller = new AbortController();
  let closed = false;
  const finish = (reason: 'ended' | 'failed') => {
    if (closed) return;
    closed = true;
    onClose(reason);
  };

  void (async () => {
    try {
      const response = await fetch(url, {
        headers: {
          accept: 'text/event-stream',
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) return finish('failed');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const feed = createServerEventReader((event) => {
        if (!closed) onEvent(event);
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed(decoder.decode(value, { stream: true }));
      }
      finish('ended');
    } catch {
      finish('failed');
    }
  })();

  return () => {
    closed = true;
    controller.abort();
  };
}
