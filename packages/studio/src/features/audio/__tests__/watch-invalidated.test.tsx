import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { api, createStore } from '@castmyscript/api';
import type { AudioStatusData } from '@castmyscript/api/contract';
import { BASE, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { useAudioStatusWatch } from '../hooks/use-audio-status-watch';

/**
 * The status watch after Generate: Generate's 'Audio' invalidation waits (RTK Query's delayed
 * invalidation) until no request is pending, so it lands just as the watch's own read ends. The
 * watch must still get that answer and go on polling — it once received nothing, stopped
 * silently, and the Voices screen never went on to the player.
 */
const server = setupMswServer();

const PROCESSING: AudioStatusData = {
  overall_status: 'processing',
  counts: { total: 4, pending: 0, processing: 2, completed: 2, error: 0 },
  reused: 0,
  reused_from: { draft: 0, run: 0 },
};

const Watch = ({ onStatus }: { onStatus: (status: AudioStatusData) => void }) => {
  useAudioStatusWatch('doc-1', 'run', { onStatus });
  return null;
};

test('an invalidation held back until the read ends does not swallow its answer', async () => {
  const store = createStore();
  let reads = 0;
  server.use(
    http.get(`${BASE}/scenes/document/doc-1/audio-status`, async () => {
      reads += 1;
      // While this read is pending, as after Generate's answer.
      if (reads === 1) store.dispatch(api.util.invalidateTags([{ type: 'Audio', id: 'doc-1' }]));
      await delay(50);
      return HttpResponse.json(success(PROCESSING));
    }),
  );
  const onStatus = jest.fn();
  renderPage(<Watch onStatus={onStatus} />, { route: false, store });
  await waitFor(() => expect(onStatus).toHaveBeenCalledWith(PROCESSING));
});
