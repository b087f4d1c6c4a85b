/**
 * How an offline voice is made from the two engines. Kept apart from the catalogue text so the
 * worker threads can import it without the descriptions, and so tests can check that no two
 * voices share settings.
 */
export type FliteVoiceName = 'slt' | 'rms' | 'awb' | 'kal16' | 'kal';

export interface FliteSettings {
  engine: 'flite';
  voice: FliteVoiceName;
  /** Target mean pitch in Hz (Flite's `int_f0_target_mean`); the voice's own when absent. rms ignores it. */
  pitchHz?: number;
  /** Duration factor at 1x (Flite's `duration_stretch`): above 1 is slower. */
  stretch?: number;
}

export interface EspeakSettings {
  engine: 'espeak-ng';
  /** An eSpeak-NG English voice: en (British), en-us, en-us-nyc, en-gb-x-rp, en-gb-scotland, … */
  voice: string;
  /** A voice variant (m1–m7, f1–f5, grandma, …) changing timbre and pitch range. */
  variant: string;
  /** 0–100, eSpeak-NG's default 50. */
  pitch: number;
  /** 0–100 intonation range, default 50: lower is flatter. */
  range: number;
  /** Words per minute at 1x; eSpeak-NG's default is 175. */
  rate: number;
}

export type EngineSettings = FliteSettings | EspeakSettings;
