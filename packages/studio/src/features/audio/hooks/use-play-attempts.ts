import { useCallback, useRef } from 'react';

import { diagnosePlayback } from '../lib/diagnose-playback';

/**
 * Numbers each play attempt and reports a failed one once, diagnosed, through `show`;
 * a newer attempt makes an older failure moot.
 */
export const usePlayAttempts = (
  show: (lineId: string, message: string) => void,
  stopped: () => void,
) => {
  const attempt = useRef(0);
  const reported = useRef(0);

  const fail = useCallback(
    async (no: number, lineId: string, src: string, error: unknown) => {
      if (no !== attempt.current || reported.current === no) return;
      reported.current = no;
      stopped();
      show(lineId, await diagnosePlayback(src, error));
    },
    [show, stopped],
  );

  /** A new attempt's number. */
  const next = useCallback(() => (attempt.current += 1), []);
  /** The latest attempt's number, for a failure the element reports later. */
  const latest = useCallback(() => attempt.current, []);

  return { fail, next, latest };
};
