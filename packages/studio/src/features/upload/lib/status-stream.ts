import { getApiBaseUrl, tokenStorage, TUNNEL_HEADER } from '@castmyscript/api';
import { DOCUMENT_EVENT } from '@castmyscript/api/contract';

import { openEventStream } from './open-event-stream';
import type { StatusReport } from './processing-watch';

/**
 * The pushed status of one document (GET documents/{id}/events): each `status` event carries the
 * same body as GET status. A stream that fails is simply closed: the poll beside it carries on.
 */
export function openStatusStream(documentId: string, onStatus: (report: StatusReport) => void) {
  // The schema brings zod (~23 KB compressed): it loads once a script is processing, not with the
  // Upload page. Every event waits on this one promise, so they are still read in arrival order.
  const schema = import('@castmyscript/api/contract').then((c) => c.documentStatusData);
  return openEventStream({
    url: `${getApiBaseUrl()}documents/${encodeURIComponent(documentId)}/events`,
    token: tokenStorage.getAccessToken(),
    headers: { [TUNNEL_HEADER]: 'true' },
    onEvent: ({ event, data }) => {
      if (event !== DOCUMENT_EVENT) return;
      void schema.then(
        (documentStatusData) => {
          try {
            const parsed = documentStatusData.safeParse(JSON.parse(data));
            if (parsed.success) onStatus(parsed.data);
          } catch {
            // A malformed event is skipped; the next one or the poll tells the truth.
          }
        },
        // Without the schema the stream is no use; the poll beside it carries on.
        () => undefined,
      );
    },
    onClose: () => undefined,
  });
}
