/** Audio as the chain handles it, whichever engine spoke. */

/** PCM, mono, float samples in [-1, 1]. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

/**
 * What a synthesis produced. `residualSpeed` is the part of the requested speed the engine could
 * not do natively (1 when it could): the audio chain time-stretches by it.
 */
export interface Synthesis extends Pcm {
  residualSpeed: number;
}
