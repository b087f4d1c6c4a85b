/**
 * The one audio format every line is produced in. Every segment has the same rate, channel count
 * and constant bitrate, so the combined download is a plain concatenation of MP3 frames.
 * 24 kHz: ElevenLabs delivers raw PCM at this rate on every plan, Flite (16 kHz) and eSpeak-NG
 * (22.05 kHz) are resampled up to it, and it is a native MPEG-2 Layer III rate.
 */
export const SAMPLE_RATE = 24_000;
export const CHANNELS = 1;
/** kbit/s, CBR. Plenty for mono speech at 24 kHz; Big Fish's ~2,000 lines stay in tens of MB. */
export const MP3_BITRATE = 48;
/** MPEG-2 Layer III frames carry 576 samples each. */
export const SAMPLES_PER_FRAME = 576;

/** Loudness every line is brought to (EBU R128 integrated loudness, LUFS). */
export const TARGET_LUFS = -20;
/** Peaks above this are limited after the gain is applied. */
export const PEAK_CEILING_DBFS = -1;

/** Silence around each line once its own leading/trailing silence is trimmed: the pause between lines. */
export const LEAD_SILENCE_MS = 50;
export const TAIL_SILENCE_MS = 350;
export const LINE_PAUSE_MS = LEAD_SILENCE_MS + TAIL_SILENCE_MS;

export const MIN_SPEED = 0.5;
export const MAX_SPEED = 2;
