import { Link } from 'react-router-dom';

import { SECTIONS } from '../../../shared/site';

type Props = { id: string; open: boolean; onNavigate: () => void };

/**
 * The five section links and the two account buttons. One list serves both layouts:
 * inline at the large breakpoint, a full-height panel below it while `open`.
 */
export const SiteNav = ({ id, open, onNavigate }: Props) => (
  <div id={id} className={open ? 'mkt-menu mkt-menu--open' : 'mkt-menu'}>
    <nav aria-label="Main" className="mkt-menu__nav">
      <ul className="mkt-menu__links">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <Link to={{ pathname: '/', hash: `#${section.id}` }} onClick={onNavigate}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
    <div className="mkt-menu__actions">
      <Link to="/sign-in" className="mkt-btn mkt-btn--ghost" onClick={onNavigate}>
        Sign In
      </Link>
      <Link to="/sign-up" className="mkt-btn mkt-btn--primary" onClick={onNavigate}>
        Sign Up
      </Link>
    </div>
  </div>
);
