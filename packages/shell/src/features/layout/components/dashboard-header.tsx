import { Link } from 'react-router-dom';

import { RemoteSlot } from '../../../mf/remote-slot';
import { usePageTitle } from '../hooks/use-page-title';
import { UserMenu } from './user-menu';

type Props = { onMenu: () => void; onSupport: () => void; onSignOut: () => void };

/** Breadcrumb, the small-screen menu button, the credits summary and the user menu. */
export const DashboardHeader = ({ onMenu, onSupport, onSignOut }: Props) => {
  const title = usePageTitle();
  return (
    <header className="cms-header">
      <button type="button" className="cms-header__menu" onClick={onMenu} aria-label="Open menu">
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <nav aria-label="Breadcrumb" className="cms-breadcrumb">
        {/* On a phone the trail gives its room to the page's name (shell.css). */}
        <span className="cms-breadcrumb__trail">
          <Link to="/dashboard">Dashboard</Link>
          <span aria-hidden="true"> / </span>
        </span>
        <span aria-current="page">{title}</span>
      </nav>
      <div className="cms-header__end">
        <RemoteSlot remote="billing" module="CreditsSummary" compact />
        <UserMenu onSupport={onSupport} onSignOut={onSignOut} />
      </div>
    </header>
  );
};
