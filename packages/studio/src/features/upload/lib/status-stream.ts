import { getApiBaseUrl, tokenStorage, TUNNEL_HEADER } from '@castmyscript/api';
import { DOCUMENT_EVENT, documentStatusData } from '@castmyscript/api/contract';

import { openEventStream } from './open-event-stream';
import type { StatusReport } from './processing-watch';

/**
 * The pushed status of one document (GET documents/{id}/events): each `status` event carries the
 * same body as GET status. A stream that fails is simply closed: the poll beside it carries on.
 */
export function openStatusStream(documentId: string, onStatus: (report: StatusReport) => void) {
  return openEventStream({
    url: `${getApiBaseUrl()}documents/${encodeURIComponent(documentId)}/events`,
    token: tokenStorage.getAccessToken(),
    headers: { [TUNNEL_HEADER]: 'true' },
    onEvent: ({ event, data }) => {
      if (event !== DOCUMENT_EVENT) return;
      try {
        const parsed = documentStatusData.safeParse(JSON.parse(data));
        if (parsed.success) onStatus(parsed.data);
      } catch {
        // A malformed event is skipped; the next one or the poll tells the truth.
      }
    },
    onClose: () => undefined,
  });
}
