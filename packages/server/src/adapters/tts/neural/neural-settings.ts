/**
 * How a neural voice is made: which model files sherpa-onnx loads and which speaker of the model
 * speaks. Kept apart from the catalogue so the worker threads import it without the labels.
 */
export type NeuralKind = 'piper' | 'kokoro';

export interface NeuralModel {
  kind: NeuralKind;
  /** The voice folder, also the model's identity inside one worker thread. */
  dir: string;
  model: string;
  tokens: string;
  /** eSpeak-NG's phoneme data: the copy unpacked from the shipped eSpeak-NG engine. */
  dataDir: string;
  /** Kokoro's style vectors, one per speaker. */
  voices?: string;
}

export interface NeuralSettings {
  model: NeuralModel;
  /** Speaker index inside a multi-speaker model (Kokoro); 0 for a single-voice Piper model. */
  speaker: number;
}

/** The sherpa-onnx configuration of one model: one thread each, the pool gives the parallelism. */
export function sherpaConfig(model: NeuralModel): object {
  const files =
    model.kind === 'kokoro'
      ? {
          kokoro: {
            model: model.model,
            voices: model.voices,
            tokens: model.tokens,
            dataDir: model.dataDir,
          },
        }
      : { vits: { model: model.model, tokens: model.tokens, dataDir: model.dataDir } };
  return { model: { ...files, numThreads: 1, provider: 'cpu', debug: false }, maxNumSentences: 1 };
}
