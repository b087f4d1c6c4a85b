import { errorMessage } from '@castmyscript/api';
import { Button } from 'primereact/button';

import { Notice } from '../../../shared/components/notice';
import { useGetRuntimeQuery } from '../api/read-api';
import { DIRECTION_TEXTS } from '../lib/direction-texts';
import { clock } from '../lib/runtime-format';

/**
 * On the Voices screen, before Generate: how long the lines not made yet take to make,
 * from each voice's speed on the server. Neural voices are far slower than the offline ones, so
 * the figure follows the casting, and the server's measured speed once a voice has made lines.
 */
export const MakingEstimate = ({ documentId }: { documentId: string }) => {
  const query = useGetRuntimeQuery(documentId);
  // No live region: the read settings beside it announce their own saves.
  if (query.isLoading) return <p className="cms-making">{DIRECTION_TEXTS.makingLoading}</p>;
  if (!query.data)
    return (
      <div className="cms-making">
        <Notice tone="error">{errorMessage(query.error, DIRECTION_TEXTS.makingFailed)}</Notice>
        <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={query.refetch} />
      </div>
    );
  const { making_s: making, measured_s: measured } = query.data;
  // An older server sends no figure: say nothing rather than guess.
  if (making === undefined) return null;
  const text =
    making > 0
      ? DIRECTION_TEXTS.making(clock(making))
      : measured === null
        ? DIRECTION_TEXTS.makingNothing
        : DIRECTION_TEXTS.makingDone;
  return (
    <p className="cms-making">
      <i className="pi pi-stopwatch" aria-hidden="true" /> {text}
    </p>
  );
};
