import { PageLoader, PageTitle, Pager } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Notice } from '../../../shared/components/notice';
import { useGetDocumentsQuery } from '../../../shared/api/documents-api';
import { useDeleteDocument } from '../hooks/use-delete-document';
import { useDiscardDraft } from '../hooks/use-discard-draft';
import { useResume } from '../hooks/use-resume';
import { useTableRead } from '../hooks/use-table-read';
import { groupDrafts } from '../lib/draft-groups';
import { HISTORY_TEXTS } from '../lib/history-texts';
import { historyView } from '../lib/history-view';
import { UPLOAD_PATH } from '../lib/resume-path';
import { HistoryTable } from './history-table';

import '../../../shared/components/studio.css';
import './history.css';

/** Statuses move on in the background (parsing), so a visit reads the list again once this old. */
const FRESH_FOR_S = 10;

/**
 * /dashboard/process-list ("Process History", §4, §9): the documents newest first, 8 a
 * page, the pager only past 8; Resume, Delete and, once audio exists, Play. The page number
 * lives in the address, so coming back from a resumed script lands on the same page.
 */
export const ProcessHistoryPage = () => {
  const query = useGetDocumentsQuery(undefined, { refetchOnMountOrArgChange: FRESH_FOR_S });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const player = useTableRead();
  const { resume, resumingId } = useResume();
  const { deleteDocument, deletingId } = useDeleteDocument((id) => {
    if (player.playingId === id) player.stop();
  });

  const { discard, discardingId } = useDiscardDraft();

  const docs = query.data;
  // A script's drafts make one entry, its newest; the page counts entries.
  const groups = useMemo(() => groupDrafts(docs ?? []), [docs]);
  const heads = useMemo(() => new Map(groups.map((group) => [group.head, group])), [groups]);
  const view = historyView([...heads.keys()], Number(params.get('page') ?? 1));
  const failed = query.isError && !query.isFetching;
  const loading = query.isFetching && (!docs || query.isError);
  const goTo = (page: number) => setParams(page > 1 ? { page: String(page) } : {});

  return (
    <div className="cms-studio cms-history" data-remote="studio">
      <section className="cms-studio-panel" aria-labelledby="history-title">
        <header className="cms-history__header">
          <PageTitle id="history-title" title={HISTORY_TEXTS.title} lead={HISTORY_TEXTS.lead} />
          <Button
            type="button"
            label={HISTORY_TEXTS.uploadNew}
            icon="pi pi-upload"
            onClick={() => navigate(UPLOAD_PATH)}
          />
        </header>
        {loading && <PageLoader label={HISTORY_TEXTS.loading} />}
        {failed && (
          <div className="cms-studio-error">
            <Notice tone="error">{HISTORY_TEXTS.fetchFailed}</Notice>
            <Button
              type="button"
              label={HISTORY_TEXTS.tryAgain}
              icon="pi pi-refresh"
              onClick={() => void query.refetch()}
            />
          </div>
        )}
        {!failed && !loading && docs?.length === 0 && (
          <div className="cms-studio-empty">
            <i className="pi pi-folder-open cms-history__empty-icon" aria-hidden="true" />
            <h2>{HISTORY_TEXTS.emptyTitle}</h2>
            <p>{HISTORY_TEXTS.emptyLead}</p>
            <Link to={UPLOAD_PATH}>{HISTORY_TEXTS.emptyLink}</Link>
          </div>
        )}
        {!failed && !loading && view.rows.length > 0 && (
          <>
            <HistoryTable
              groups={view.rows.map((doc) => heads.get(doc)!)}
              player={player}
              resumingId={resumingId}
              deletingId={deletingId}
              discardingId={discardingId}
              onResume={(doc) => void resume(doc._id)}
              onDelete={(doc) => void deleteDocument(doc)}
              onDiscard={(doc) => void discard(doc)}
            />
            {view.pager && (
              <Pager
                current={view.page}
                total={view.pages}
                onChange={goTo}
                label="Process history pages"
              />
            )}
          </>
        )}
        {/* One element for every row's table read, so only one script sounds at a time. */}
        <audio ref={player.audioRef} preload="none" hidden />
      </section>
    </div>
  );
};
