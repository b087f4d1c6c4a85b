/**
 * Several voice adapters seen as one: the catalogue lists them all (offline first) and each
 * synthesis goes to the adapter owning the voice id. A provider whose catalogue cannot be fetched
 * is left out of that listing instead of failing it: the offline voices always work.
 */
import type { Logger } from '../../lib/logger';
import { wordsOnly } from './text/words-only';
import { type SynthesisRequest, type Voice, type VoicePort, VoiceError } from './tts-port';

/** Every engine is reached through here, so this is where markup stops being markup. */
const asWords = (request: SynthesisRequest): SynthesisRequest => ({
  ...request,
  text: wordsOnly(request.text),
  previousText: request.previousText && wordsOnly(request.previousText),
  nextText: request.nextText && wordsOnly(request.nextText),
});

export function createCompositeVoices(
  ports: VoicePort[],
  logger?: Pick<Logger, 'warn'>,
): VoicePort {
  const owner = (voiceId: string) => ports.find((p) => p.owns(voiceId));
  const ownerOf = async (voiceId: string) => {
    const port = owner(voiceId);
    if (!port) throw new VoiceError(`Unknown voice: ${voiceId}`, 'unknown_voice');
    return port;
  };
  return {
    owns: (voiceId) => owner(voiceId) !== undefined,
    async catalogue(): Promise<Voice[]> {
      const lists = await Promise.all(
        ports.map((p) =>
          p.catalogue().catch((error: unknown) => {
            logger?.warn({ err: error }, 'voice catalogue unavailable; listing the others');
            return [] as Voice[];
          }),
        ),
      );
      return lists.flat();
    },
    keyOf: (voiceId) => owner(voiceId)?.keyOf(voiceId) ?? null,
    synthesize: (request) =>
      ownerOf(request.voiceId).then((port) => port.synthesize(asWords(request))),
    render: (request, options) =>
      ownerOf(request.voiceId).then((port) => port.render(asWords(request), options)),
  };
}
