import { errorMessage } from '@castmyscript/api';
import { TableShell } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { Notice } from '../../../shared/components/notice';
import { useGetRuntimeQuery } from '../api/read-api';
import { DIRECTION_TEXTS } from '../lib/direction-texts';
import { clock, pagesLabel } from '../lib/runtime-format';

import './direction.css';

const COLUMNS = ['Scene', 'Pages', 'Estimated', 'Measured'] as const;

/**
 * The runtime per scene: its pages, the estimate before generating and the measured time after
 * (pauses included), with the one-page-a-minute rule of thumb beside the total.
 */
export const RuntimeTable = ({ documentId }: { documentId: string }) => {
  // Read afresh whenever the table opens: a generation that finished since the last read (the
  // navigator keeps the answer alive) left the measured times out, and the table showed "—".
  const query = useGetRuntimeQuery(documentId, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <p role="status">{DIRECTION_TEXTS.runtimeLoading}</p>;
  if (!query.data)
    return (
      <div>
        <Notice tone="error">{errorMessage(query.error, DIRECTION_TEXTS.runtimeFailed)}</Notice>
        <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={query.refetch} />
      </div>
    );
  const { scenes, estimated_s, measured_s } = query.data;
  if (scenes.length === 0) return <Notice>{DIRECTION_TEXTS.runtimeEmpty}</Notice>;
  const pages = scenes.reduce((sum, s) => sum + s.pages, 0);
  return (
    <div className="cms-runtime">
      <p className="cms-runtime__total">
        <strong>{clock(measured_s ?? estimated_s)}</strong>{' '}
        {measured_s === null ? 'estimated' : 'measured'} · {pagesLabel(pages)} · about{' '}
        {Math.max(1, Math.round(pages))} min at a page a minute
      </p>
      <TableShell
        className="cms-runtime__table"
        wrapClassName="cms-runtime__scroll"
        caption="Runtime per scene"
        columns={COLUMNS}
      >
        <tbody>
          {scenes.map((s) => (
            <tr key={s.first_index}>
              <th scope="row">{s.heading || 'Opening'}</th>
              <td>{pagesLabel(s.pages)}</td>
              <td>{clock(s.estimated_s)}</td>
              <td>{s.measured_s === null ? '—' : clock(s.measured_s)}</td>
            </tr>
          ))}
        </tbody>
      </TableShell>
    </div>
  );
};
