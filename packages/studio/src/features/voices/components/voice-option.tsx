import type { Voice } from '@castmyscript/api/contract';

import { voiceDetails } from '../lib/voice-pictures';
import { AccentFlag } from './accent-flag';
import { VoicePicture } from './voice-picture';

/** One voice as the picker shows it: picture, name, and a gender · age · accent line with a flag. */
export const VoiceSummary = ({ voice, brief = false }: { voice: Voice; brief?: boolean }) => (
  <span className="cms-voice-summary">
    <VoicePicture voice={voice} size={brief ? 32 : 40} />
    <span className="cms-voice-summary__text">
      <span className="cms-voice-summary__name">{voice.name}</span>
      <span className="cms-voice-summary__details">
        <AccentFlag accent={voice.accent} />
        {voiceDetails(voice)}
      </span>
      {!brief && voice.description && (
        <span className="cms-voice-summary__description">{voice.description}</span>
      )}
    </span>
  </span>
);
