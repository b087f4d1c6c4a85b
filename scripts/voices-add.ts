/**
 * `npm run voices:add -- <name>`: downloads one neural voice from scripts/lib/voices/
 * voice-list.json, checks its size and SHA-256, and unpacks it into VOICE_MODELS_DIR, where the
 * server finds it at its next start. The only command that downloads a voice: `npm start` and
 * `npm test` never do.
 */
import path from 'node:path';

import { readVoiceList } from './lib/voices/voice-entry';
import { VoiceInstallError, installVoice } from './lib/voices/voice-install';

const names = process.argv.slice(2).filter((a) => a !== '--');
const modelsDir = process.env.VOICE_MODELS_DIR;
const entries = readVoiceList(path.join(import.meta.dirname, 'lib/voices/voice-list.json'));

if (!modelsDir) {
  console.error('Set VOICE_MODELS_DIR to the folder the server reads its neural voices from.');
  process.exit(2);
}
if (names.length === 0) {
  console.error(`Name a voice: ${entries.map((e) => e.name).join(', ')} (npm run voices:list)`);
  process.exit(2);
}
for (const name of names) {
  const entry = entries.find((e) => e.name === name);
  if (!entry) {
    console.error(`No voice "${name}" in the list; npm run voices:list shows them.`);
    process.exit(2);
  }
  try {
    await installVoice(entry, { modelsDir, log: (line) => console.log(line) });
  } catch (error) {
    if (!(error instanceof VoiceInstallError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
console.log('Restart the server to add the new voices to the catalogue.');
