import type { ComponentProps } from 'react';

import { RehearseWords } from '../../../shared/rehearse/rehearse-words';
import { kindOf } from '../lib/script-shape';
import { ScriptText } from './script-text';
import { SegmentCard } from './segment-card';

type Props = Omit<ComponentProps<typeof SegmentCard>, 'text' | 'words' | 'className'> & {
  /** A rehearsal with "Hide my lines" runs as this line's actor: first letters, tapped to reveal. */
  hidden?: boolean;
};

/**
 * One line of the script view: the line's card, with every control it has (play, state, speed,
 * retake, takes), its words set out as the script prints them.
 */
export const ScriptLine = ({ hidden, ...props }: Props) => {
  const { segment } = props;
  const words = hidden ? (
    <RehearseWords dialog={segment.dialog} number={segment.scene_index + 1} />
  ) : undefined;
  return (
    <SegmentCard
      {...props}
      className={`cms-script__line is-${kindOf(segment)}`}
      words={words}
      text={<ScriptText segment={segment} words={words} />}
    />
  );
};
