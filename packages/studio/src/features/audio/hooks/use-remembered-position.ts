import { useCallback, useState } from 'react';

/** Where the writer left a draft's read, and at what speed. */
export type RememberedPosition = { lineId: string | null; seconds: number; rate: number };

const keyOf = (documentId: string) => `castmyscript.player.${documentId}`;

function read(documentId: string): RememberedPosition | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(documentId)) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    // `sceneId`: how a position remembered before the line naming was stored; still honoured.
    const { lineId, sceneId, seconds, rate } = stored as Partial<RememberedPosition> & {
      sceneId?: unknown;
    };
    const id = lineId ?? sceneId;
    return {
      lineId: typeof id === 'string' ? id : null,
      seconds: typeof seconds === 'number' && seconds >= 0 ? seconds : 0,
      rate: typeof rate === 'number' && rate >= 0.5 && rate <= 2 ? rate : 1,
    };
  } catch {
    // Storage refused (private mode) or edited by hand: start from the top.
    return null;
  }
}

/**
 * The read's position is remembered per draft (each draft is its own document) in this
 * browser, so coming back picks up at the same line.
 */
export const useRememberedPosition = (documentId: string) => {
  const [remembered] = useState(() => read(documentId));
  const remember = useCallback(
    (position: RememberedPosition) => {
      try {
        window.localStorage.setItem(keyOf(documentId), JSON.stringify(position));
      } catch {
        // Nothing to do: the position is a convenience.
      }
    },
    [documentId],
  );
  return { remembered, remember };
};
