/**
 * Voices and audio: what the rest of the server imports. Engines, threads and codecs stay
 * behind `createVoiceEngine`; the pure helpers are exported for services and tests.
 */
export { createVoiceEngine } from './voice-engine';
export { lineKey } from './line-key';
export type { LineRequest, VoiceEngine, VoiceEngineOptions } from './voice-engine';
export type { RenderedLine } from './pool/pool-protocol';
export type { Outcome } from './pool/in-order';
export type { Preview } from './previews/preview-cache';
export { SPEEDS, VoiceError } from './voice-port';
export type { Pcm, Speed, SynthesisRequest, Voice, VoicePort } from './voice-port';
export * as audioFormat from './audio-format';
export { speechText } from './text/speech-text';
export type { SpeechRole } from './text/speech-text';
export { suggestCasting, guessGender, guessAge } from './casting/suggest-casting';
export type { CastCharacter, Casting } from './casting/suggest-casting';
export { joinMp3, Mp3FormatError, Mp3MismatchError } from './audio/mp3-join';
export type { JoinOptions, JoinedMp3 } from './audio/mp3-join';
export { readMp3 } from './audio/mp3-frames';
export { OFFLINE_VOICES } from './offline/offline-catalogue';
export { ELEVENLABS_PREFIX } from './elevenlabs/elevenlabs-voices';
