/**
 * `npm run voices:list`: the neural voices installed in VOICE_MODELS_DIR and those
 * `npm run voices:add -- <name>` can add.
 */
import path from 'node:path';

import { readVoiceList } from './lib/voices/voice-entry';
import { formatVoiceStatus, voiceStatus } from './lib/voices/voice-status';

const modelsDir = process.env.VOICE_MODELS_DIR;
const entries = readVoiceList(path.join(import.meta.dirname, 'lib/voices/voice-list.json'));
console.log(formatVoiceStatus(voiceStatus(entries, modelsDir), modelsDir));
