import type { ComponentType } from 'react';

import type { Segment } from '../lib/segments';

/** Composed in by the app: Share, the scene navigator and the Notes panel. */
export type ReviewSlots = {
  Share?: ComponentType<{ documentId: string }>;
  Navigator?: ComponentType<{
    documentId: string;
    currentIndex: number;
    onPlayFrom: (lineIndex: number) => void;
  }>;
  Notes?: ComponentType<{
    documentId: string;
    lines: Segment[];
    currentId: string | null;
    anchor: (lineId: string) => string;
  }>;
  /** A line's notes in place under it (features/notes). */
  LineNotes?: ComponentType<{ documentId: string; lineId: string; line: number }>;
};
