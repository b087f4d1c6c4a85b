import { PageTitle } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { Link, useNavigate } from 'react-router-dom';

import { HISTORY_PATH, OVERVIEW_TEXTS, PROCESS_PATH } from '../lib/overview-texts';
import { RecentActivity } from './recent-activity';

import '../../../shared/components/studio.css';
import './overview.css';

/**
 * /dashboard ("Dashboard Overview"): Recent Activity, a View History link to the process
 * list and an Upload New button to the workflow.
 */
export const OverviewPage = () => {
  const navigate = useNavigate();
  return (
    <div className="cms-studio cms-overview" data-remote="studio">
      <header className="cms-overview__header">
        <PageTitle title={OVERVIEW_TEXTS.title} lead={OVERVIEW_TEXTS.lead} />
        <div className="cms-studio-actions">
          <Link to={HISTORY_PATH} className="cms-overview__link">
            <i className="pi pi-history" aria-hidden="true" /> {OVERVIEW_TEXTS.viewHistory}
          </Link>
          <Button
            type="button"
            label={OVERVIEW_TEXTS.uploadNew}
            icon="pi pi-upload"
            onClick={() => navigate(PROCESS_PATH)}
          />
        </div>
      </header>
      <RecentActivity />
    </div>
  );
};
