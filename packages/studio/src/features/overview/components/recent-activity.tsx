import { PageLoader } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { Link } from 'react-router-dom';

import { Notice } from '../../../shared/components/notice';
import { useGetRecentActivitiesQuery } from '../api/activities-api';
import { useNow } from '../hooks/use-now';
import { OVERVIEW_TEXTS, PROCESS_PATH } from '../lib/overview-texts';
import { ActivityItem } from './activity-item';

/**
 * Background work (a parse finishing) adds activities without any mutation here to invalidate the
 * list, so a visit reads it again once it is this old.
 */
const FRESH_FOR_S = 10;

/** "Recent Activity": loading, the error with Retry, the empty state, or the list. */
export const RecentActivity = () => {
  const query = useGetRecentActivitiesQuery(undefined, { refetchOnMountOrArgChange: FRESH_FOR_S });
  const now = useNow();
  const activities = query.data;
  // A Retry keeps the loader up until it answers; stale data is not shown after a failure.
  const failed = query.isError && !query.isFetching;
  const loading = query.isFetching && (!activities || query.isError);

  return (
    <section className="cms-studio-panel cms-recent" aria-labelledby="recent-title">
      <h2 id="recent-title">{OVERVIEW_TEXTS.recentTitle}</h2>
      {loading && <PageLoader label={OVERVIEW_TEXTS.loading} />}
      {failed && (
        <div className="cms-studio-error">
          <Notice tone="error">{OVERVIEW_TEXTS.loadFailed}</Notice>
          <Button
            type="button"
            label={OVERVIEW_TEXTS.retry}
            icon="pi pi-refresh"
            onClick={() => void query.refetch()}
          />
        </div>
      )}
      {!failed && !loading && activities?.length === 0 && (
        <div className="cms-studio-empty">
          <i className="pi pi-inbox cms-recent__empty-icon" aria-hidden="true" />
          <h3>{OVERVIEW_TEXTS.emptyTitle}</h3>
          <p>{OVERVIEW_TEXTS.emptyLead}</p>
          <Link to={PROCESS_PATH}>{OVERVIEW_TEXTS.emptyLink}</Link>
        </div>
      )}
      {!failed && !loading && activities && activities.length > 0 && (
        <ul className="cms-activity-list" aria-label="Recent activities">
          {activities.map((activity) => (
            <ActivityItem key={activity._id} activity={activity} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
};
