import { useEffect, useRef } from 'react';

import type { Segment } from '../lib/segments';

/**
 * Sequential play reached a line still being generated: it starts the moment its audio is ready;
 * if it fails instead, play goes on past it (`skip` gets its index).
 */
export const useWaitForLine = (
  waitingFor: string | null,
  segments: Segment[],
  start: (segment: Segment) => void,
  skip: (index: number) => void,
) => {
  const latestSkip = useRef(skip);
  useEffect(() => {
    latestSkip.current = skip;
  });
  useEffect(() => {
    if (!waitingFor) return;
    const index = segments.findIndex((segment) => segment.scene_id === waitingFor);
    const segment = segments[index];
    if (segment?.src) start(segment);
    else if (!segment || segment.status === 'error') latestSkip.current(index);
  }, [segments, start, waitingFor]);
};
