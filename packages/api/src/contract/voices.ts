import { z } from 'zod';

import { TAKE_LIMITS, TAKE_MESSAGES } from './read-constants';
import { DIALOG_MAX, SCENE_KINDS } from './scenes';

/**
 * Voices, casting and audio. Every document-scoped route answers 404 for a
 * document or line that is not the caller's.
 */

/** A voice of the catalogue. `preview_url` is a short sample, null when none can be made. */
export const voiceData = z.object({
  voice_id: z.string(),
  name: z.string(),
  gender: z.string(),
  age: z.string(),
  accent: z.string(),
  preview_url: z.string().nullable(),
  /** One honest line about how it sounds (beyond the spec). */
  description: z.string().optional(),
  /** Which engine speaks it: `offline` needs no key; others appear only when configured. */
  provider: z.string().optional(),
});
export type Voice = z.infer<typeof voiceData>;

/** GET voices/ */
export const voicesData = z.object({ voices: z.array(voiceData) });
export type VoicesData = z.infer<typeof voicesData>;

/**
 * GET scenes/document/{documentId}/voice-assignments — `assignments` maps every actor of the
 * document to its voice_id ('' when unassigned). `suggested` (beyond the spec) proposes
 * a distinct voice per actor; the screen preloads it for actors still unassigned.
 */
export const voiceAssignmentsData = z.object({
  assignments: z.record(z.string(), z.string()),
  suggested: z.record(z.string(), z.string()).optional(),
});
export type VoiceAssignmentsData = z.infer<typeof voiceAssignmentsData>;

/** POST scenes/document/{documentId}/voice-assignments — unknown voices and actors get 400. */
export const saveVoiceAssignmentsBody = z.object({
  assignments: z
    .array(z.object({ actor: z.string().min(1).max(100), voice_id: z.string().max(200) }))
    .max(2000),
});
export type SaveVoiceAssignmentsBody = z.infer<typeof saveVoiceAssignmentsBody>;

export const AUDIO_OVERALL = ['not_started', 'processing', 'completed', 'error'] as const;
export type AudioOverall = (typeof AUDIO_OVERALL)[number];

/**
 * GET scenes/document/{documentId}/audio-status — the overall status and counts. `error`
 * overall means generation ended with at least one failed line (the others are playable).
 */
export const audioStatusData = z.object({
  overall_status: z.enum(AUDIO_OVERALL),
  counts: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    processing: z.number().int(),
    completed: z.number().int(),
    error: z.number().int(),
  }),
  /** Drafts: completed lines whose audio came from an earlier draft or run, not new synthesis. */
  reused: z.number().int(),
  /**
   * Where those came from: the draft before (a first draft has none), or an earlier
   * Generate of this draft (a line set back to words it had). They add up to `reused`.
   */
  reused_from: z.object({ draft: z.number().int(), run: z.number().int() }),
});
export type AudioStatusData = z.infer<typeof audioStatusData>;

/**
 * POST scenes/document/{documentId}/generate-audio — `only_pending`: make only the lines
 * that need audio (never made, or made before a change); failed lines stay as they are.
 */
export const generateAudioBody = z.object({ only_pending: z.boolean().optional() });
export type GenerateAudioBody = z.infer<typeof generateAudioBody>;

/** A line's audio, as audio-urls and the audio rows name it. */
export const AUDIO_LINE_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;

/**
 * Another take of one line: its own voice instead of the cast one (null: the
 * cast voice), a speed and a pitch in semitones. Kept with the line until changed again.
 */
const takeSpeed = z
  .number(TAKE_MESSAGES.speed)
  .min(TAKE_LIMITS.speedMin, TAKE_MESSAGES.speed)
  .max(TAKE_LIMITS.speedMax, TAKE_MESSAGES.speed);
const takePitch = z
  .number(TAKE_MESSAGES.pitch)
  .int(TAKE_MESSAGES.pitch)
  .min(TAKE_LIMITS.pitchMin, TAKE_MESSAGES.pitch)
  .max(TAKE_LIMITS.pitchMax, TAKE_MESSAGES.pitch);
export const lineTake = z.object({
  voice_id: z.string().max(200).nullable(),
  speed: takeSpeed,
  pitch: takePitch,
});
export type LineTake = z.infer<typeof lineTake>;

/**
 * POST scenes/document/{documentId}/retake/{sceneId} — another take of one line: any of a voice
 * (null: back to the cast one), speed, pitch or new words; only that line is made again, now.
 * Free, unless new words lay the script out past the pages paid for (402, as Generate).
 */
export const retakeBody = z
  .object({
    voice_id: z.string().max(200).nullable().optional(),
    speed: takeSpeed.optional(),
    pitch: takePitch.optional(),
    text: z.string().max(DIALOG_MAX, `A line is at most ${DIALOG_MAX} characters`).optional(),
  })
  .refine(
    (b) =>
      b.voice_id !== undefined ||
      b.speed !== undefined ||
      b.pitch !== undefined ||
      b.text !== undefined,
    TAKE_MESSAGES.nothing,
  );
export type RetakeBody = z.infer<typeof retakeBody>;

/** One generated line; `audio_url` is signed and expires (null while not generated yet). */
export const audioSceneData = z.object({
  scene_id: z.string(),
  scene_index: z.number().int().nonnegative(),
  actor: z.string(),
  dialog: z.string(),
  /** The player seeks by scene, each starting at its heading. */
  kind: z.enum(SCENE_KINDS).optional(),
  /** The parentheticals before and after the words, shown as the script sets them, not spoken. */
  direction: z.string().nullable().optional(),
  direction_after: z.string().nullable().optional(),
  audio_url: z.string().nullable(),
  status: z.enum(AUDIO_LINE_STATUSES),
  /** Why the line failed, when it did. */
  error: z.string().nullable().optional(),
  duration_s: z.number().nullable().optional(),
  /**
   * Silence to keep after this line before the next one plays, beyond the line's own (the
   * writer's beat, longer before a scene heading; negative: the player cannot shorten it).
   */
  pause_after_ms: z.number().optional(),
  /** The line's own take, null while it reads as cast. */
  take: lineTake.nullable().optional(),
});
export type AudioScene = z.infer<typeof audioSceneData>;

/** The re-made line, as audio-urls lists it. */
export const retakeData = audioSceneData;

/** GET scenes/document/{documentId}/audio-urls — sorted by scene_index ascending. */
export const audioUrlsData = z.object({ audio_scenes: z.array(audioSceneData) });
export type AudioUrlsData = z.infer<typeof audioUrlsData>;

export const AUDIO_SPEEDS = ['0.5', '1', '1.5', '2'] as const;
export type AudioSpeed = (typeof AUDIO_SPEEDS)[number];

/** GET scenes/{documentId}/generate-audio/{sceneId}/{speed} — one line again at that speed. */
export const lineAudioData = z.object({
  scene_id: z.string(),
  speed: z.enum(AUDIO_SPEEDS),
  audio_url: z.string(),
});
export type LineAudioData = z.infer<typeof lineAudioData>;

/** POST scenes/document/{documentId}/download-audio — Free plans get 403 (online listening only). */
export const downloadAudioData = z.object({ download_url: z.string() });
export type DownloadAudioData = z.infer<typeof downloadAudioData>;
export const AUDIO_FORMATS = ['mp3', 'wav'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];
const audioFormat = z.enum(AUDIO_FORMATS, { message: 'format must be mp3 or wav' });
/** `?format=wav` asks for the WAV instead of the MP3 (beyond the spec). */
export const downloadAudioQuery = z.object({ format: audioFormat.optional() });
export type DownloadAudioQuery = z.infer<typeof downloadAudioQuery>;
/** The body `{ format }` asks the same; MP3 when neither says, as the spec has it. */
export const downloadAudioBody = z.object({ format: audioFormat.optional() });
export type DownloadAudioBody = z.infer<typeof downloadAudioBody>;

/**
 * POST documents/{id}/download-stems (paid plans) — a ZIP of `stems/<CHARACTER>.wav`
 * (and `narrator.wav`), all one length on the combined read's timeline, `labels.txt` (an
 * Audacity label track) and `cues.csv`.
 */
export const downloadStemsData = z.object({ download_url: z.string() });
export type DownloadStemsData = z.infer<typeof downloadStemsData>;

export const VOICE_MESSAGES = {
  downloadNeedsPlan:
    'Downloading the combined MP3 needs a paid plan. The Free plan is for online listening only.',
  unassigned: 'All characters must be assigned a voice',
  unknownVoice: 'That voice is not in the catalogue',
  unknownActor: 'That character is not in this script',
  notGenerated: 'Generate the audio before downloading it',
} as const;
