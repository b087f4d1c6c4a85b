import type { Voice } from '@castmyscript/api/contract';

import { pictureOf, type VoiceAge, type VoiceGender } from '../lib/voice-pictures';

const HAIR: Record<VoiceAge, string> = { young: '#4a2f1b', middle: '#7b5a3a', old: '#c9ccd1' };
const SKIN = '#f1c7a1';

/** Hair behind the head: long for the female picture, none for the male one. */
const BackHair = ({ age, gender }: { age: VoiceAge; gender: VoiceGender }) =>
  gender === 'female' ? <path d="M9 20c0-8 5-13 11-13s11 5 11 13v13H9z" fill={HAIR[age]} /> : null;

/** Hair on top: a fringe, short hair, or for the old male picture a receding line. */
const FrontHair = ({ age, gender }: { age: VoiceAge; gender: VoiceGender }) => {
  if (gender === 'female')
    return <path d="M12 17c2-6 6-8 8-8s7 2 8 8c-4-1-9-3-11-6-1 3-3 5-5 6z" fill={HAIR[age]} />;
  if (age === 'old')
    return <path d="M11.5 19c0-3 1-5 2-6l1 5zM28.5 19c0-3-1-5-2-6l-1 5z" fill={HAIR[age]} />;
  return (
    <path d="M11.5 18c0-6 4-9 8.5-9s8.5 3 8.5 9c-3-3-7-4-11-3-2 1-4 2-6 3z" fill={HAIR[age]} />
  );
};

/** Age marks: lines for middle age, lines and glasses for the old picture. */
const AgeMarks = ({ age }: { age: VoiceAge }) => {
  if (age === 'young') return null;
  return (
    <g fill="none" stroke="#8a5a3c" strokeWidth="0.7" strokeLinecap="round">
      <path d="M14 15.5h3M23 15.5h3" />
      {age === 'old' && (
        <g stroke="#334155" strokeWidth="0.9">
          <circle cx="16.5" cy="19.5" r="2.4" />
          <circle cx="23.5" cy="19.5" r="2.4" />
          <path d="M18.9 19.5h2.2" />
        </g>
      )}
    </g>
  );
};

/**
 * The voice's picture's rule (young / middle-aged / old, female / male), drawn here
 * so the screen needs no image files. Decorative: the option's text already says the same.
 */
export const VoicePicture = ({
  voice,
  size = 40,
}: {
  voice: Pick<Voice, 'age' | 'gender'>;
  size?: number;
}) => {
  const { age, gender } = pictureOf(voice);
  return (
    <svg
      className="cms-voice-picture"
      data-picture={`${age}-${gender}`}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill="var(--cms-accent-soft)" />
      <BackHair age={age} gender={gender} />
      <path
        d="M8 40c1-7 6-10 12-10s11 3 12 10z"
        fill={gender === 'female' ? '#c084fc' : '#60a5fa'}
      />
      <rect x="17" y="25" width="6" height="6" rx="2" fill={SKIN} />
      <ellipse cx="20" cy="19" rx="8.5" ry="9.5" fill={SKIN} />
      <FrontHair age={age} gender={gender} />
      <circle cx="16.5" cy="19.5" r="1" fill="#1f2937" />
      <circle cx="23.5" cy="19.5" r="1" fill="#1f2937" />
      <path
        d="M17 24.5c2 1.5 4 1.5 6 0"
        fill="none"
        stroke="#9a3412"
        strokeWidth="0.9"
        strokeLinecap="round"
      />
      <AgeMarks age={age} />
    </svg>
  );
};
