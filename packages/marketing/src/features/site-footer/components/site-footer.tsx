import { Link } from 'react-router-dom';

import { Brand } from '../../../shared/components/brand';
import { SITE, SUPPORT } from '../../../shared/site';
import { FOOTER_COLUMNS } from './footer-links';
import './site-footer.css';

/** The footer of every marketing page. */
export const SiteFooter = () => (
  <footer className="mkt-footer">
    <div className="mkt-container mkt-footer__grid">
      <div className="mkt-footer__about">
        <Brand />
        <p>{SITE.tagline} Upload a script, cast a voice for every character and press play.</p>
        <p className="mkt-footer__contact">
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          <span aria-hidden="true"> · </span>
          <span>{SUPPORT.social}</span>
        </p>
      </div>
      {FOOTER_COLUMNS.map((column) => (
        <nav key={column.title} aria-label={column.title} className="mkt-footer__col">
          <h2>{column.title}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
    <div className="mkt-container mkt-footer__legal">
      <p>© {new Date().getFullYear()} {SITE.name}. All rights reserved.</p>
      <p>Your scripts stay yours: encrypted, private, never used to train AI models.</p>
    </div>
  </footer>
);
