import type { ReactNode } from 'react';

import type { Segment } from '../lib/segments';
import { kindOf, parenthetical } from '../lib/script-shape';

type Props = {
  segment: Segment;
  /** What stands for the dialog on the page when not the dialog itself (hidden while rehearsing). */
  words?: ReactNode;
};

/**
 * A line's words set out as a screenplay prints them: a scene heading in capitals, action across
 * the page, speech in its narrow column between the parenthetical before it and the one after,
 * a transition to the right. The cue (who speaks) is the line's actor, above this.
 */
export const ScriptText = ({ segment, words = segment.dialog }: Props) => {
  const kind = kindOf(segment);
  if (kind !== 'dialogue')
    return <p className={`cms-segment__dialog cms-script__${kind}`}>{words}</p>;
  const before = parenthetical(segment.direction);
  const after = parenthetical(segment.direction_after);
  return (
    <div className="cms-script__speech">
      {before && <p className="cms-script__paren">{before}</p>}
      <p className="cms-segment__dialog cms-script__words">{words}</p>
      {after && <p className="cms-script__paren">{after}</p>}
    </div>
  );
};
