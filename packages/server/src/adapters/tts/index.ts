/**
 * The text-to-speech adapter as the composition root builds it. Services import the port
 * (`tts-port.ts`) only; engines, threads and vendors stay inside this folder.
 */
export { createVoiceEngine, type VoiceEngineOptions } from './voice-engine';
export type { LineRequest, VoiceEngine } from './tts-port';
