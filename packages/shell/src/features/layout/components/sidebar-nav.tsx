import { Link, useLocation } from 'react-router-dom';

import { activeNavKey, NAV_ENTRIES } from '../nav';

type Props = { onNavigate?: () => void; onSignOut: () => void };

export const SidebarNav = ({ onNavigate, onSignOut }: Props) => {
  const active = activeNavKey(useLocation().pathname);
  return (
    <nav className="cms-sidebar__nav" aria-label="Dashboard">
      <Link to="/" className="cms-brand" onClick={onNavigate}>
        <span className="cms-brand__cast">Cast</span> <span className="cms-brand__my">My</span>{' '}
        <span className="cms-brand__script">Script</span>
        <span className="cms-brand__ai">.ai</span>
      </Link>
      <ul>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              onClick={onNavigate}
              className={entry.key === active ? 'is-active' : undefined}
              aria-current={entry.key === active ? 'page' : undefined}
            >
              <i className={entry.icon} aria-hidden="true" />
              <span>{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="cms-sidebar__logout" onClick={onSignOut}>
        <i className="pi pi-sign-out" aria-hidden="true" />
        <span>Log out</span>
      </button>
    </nav>
  );
};
