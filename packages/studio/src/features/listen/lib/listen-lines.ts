import type { AudioScene, AudioSpeed } from '@castmyscript/api/contract';
import type { RefObject } from 'react';

import type { SharedLine } from '../api/shared-api';

/** A line as Audio Production's player takes it (features/audio `Segment`), composed in by app/. */
export type PlayableLine = AudioScene & {
  speed: AudioSpeed;
  src: string | null;
  speedBusy: boolean;
  speedError?: string;
};

/** The part of Audio Production's player (features/audio `usePlayer`) this page uses. */
export type ListenPlayer = {
  audio: RefObject<HTMLAudioElement | null>;
  currentId: string | null;
  playing: boolean;
  waitingFor: string | null;
  errors: Record<string, string>;
  toggle: (line: PlayableLine) => void;
  playAll: () => void;
};
export type UseListenPlayer = (lines: PlayableLine[]) => ListenPlayer;

/**
 * A line without audio is marked failed, so sequential play passes over it instead of waiting
 * for a generation a listener cannot start.
 */
export const toPlayable = (lines: SharedLine[]): PlayableLine[] =>
  lines.map((line) => ({
    scene_id: line._id,
    scene_index: line.scene_index,
    actor: line.actor,
    dialog: line.dialog,
    audio_url: line.audio_url,
    status: line.audio_url ? 'completed' : 'error',
    duration_s: line.duration_s,
    // The writer's beat between lines, kept as the studio player keeps it.
    pause_after_ms: line.pause_after_ms,
    speed: '1',
    src: line.audio_url,
    speedBusy: false,
  }));

export const LISTEN_SPEEDS = [0.5, 1, 1.5, 2] as const;
