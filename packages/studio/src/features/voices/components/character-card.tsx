import type { Voice } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { actorLabel } from '../lib/actor-label';
import type { CastMember } from '../lib/casting';
import { VOICE_TEXTS } from '../lib/voice-messages';
import { VoicePicker } from './voice-picker';

type Props = {
  member: CastMember;
  voices: Voice[];
  previewing: boolean;
  disabled: boolean;
  onChoose: (voiceId: string) => void;
  onPreview: (url: string) => void;
};

/**
 * One character: name, "Character", the chosen voice, the Assigned/Pending badge, the
 * selector, Preview/Stop and "Voice assignment required". A voice the server suggested and the
 * writer has not touched yet says so (beyond the spec).
 */
export const CharacterCard = ({
  member,
  voices,
  previewing,
  disabled,
  onChoose,
  onPreview,
}: Props) => {
  const name = actorLabel(member.actor);
  const voice = voices.find((candidate) => candidate.voice_id === member.voiceId);
  const titleId = `character-${member.id}`;
  return (
    <li className={`cms-character${voice ? ' is-assigned' : ''}`} aria-labelledby={titleId}>
      <div className="cms-character__top">
        <div className="cms-character__who">
          <h2 id={titleId} className="cms-character__name">
            {name}
          </h2>
          <span className="cms-character__role">{VOICE_TEXTS.character}</span>
        </div>
        <span className={`cms-badge ${voice ? 'cms-badge--assigned' : 'cms-badge--pending'}`}>
          {voice ? VOICE_TEXTS.assigned : VOICE_TEXTS.pending}
        </span>
      </div>
      <p className="cms-character__voice">
        {voice ? voice.name : <span className="is-missing">{VOICE_TEXTS.required}</span>}
        {voice && member.suggested && (
          <span className="cms-badge cms-badge--suggested" title="Suggested for this character">
            <i className="pi pi-sparkles" aria-hidden="true" /> Suggested
          </span>
        )}
      </p>
      <VoicePicker
        label={name}
        voices={voices}
        value={member.voiceId}
        disabled={disabled}
        onChange={onChoose}
      />
      {voice?.preview_url && (
        <Button
          type="button"
          className="cms-character__preview"
          label={previewing ? VOICE_TEXTS.stopPreview : VOICE_TEXTS.preview}
          icon={previewing ? 'pi pi-stop-circle' : 'pi pi-volume-up'}
          outlined
          size="small"
          aria-label={`${previewing ? VOICE_TEXTS.stopPreview : VOICE_TEXTS.preview}: ${voice.name} for ${name}`}
          onClick={() => onPreview(voice.preview_url!)}
        />
      )}
    </li>
  );
};
