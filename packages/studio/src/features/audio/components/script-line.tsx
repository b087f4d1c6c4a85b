import type { ComponentProps } from 'react';

import { kindOf } from '../lib/script-shape';
import { ScriptText } from './script-text';
import { SegmentCard } from './segment-card';

type Props = Omit<ComponentProps<typeof SegmentCard>, 'text' | 'className'>;

/**
 * One line of the script view: the line's card, with every control it has (play, state, speed,
 * retake, takes), its words set out as the script prints them.
 */
export const ScriptLine = (props: Props) => (
  <SegmentCard
    {...props}
    className={`cms-script__line is-${kindOf(props.segment)}`}
    text={<ScriptText segment={props.segment} />}
  />
);
