import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { Brand } from '../../../shared/components/brand';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { useScrolled } from '../hooks/use-scrolled';
import { SiteNav } from './site-nav';
import './site-header.css';

/** The header turns solid after more than 10 px of scroll. */
export const SOLID_AFTER_PX = 10;
const MENU_ID = 'mkt-site-menu';

/**
 * The fixed header of every marketing page: transparent over the hero at the top of `/`, a dark
 * bordered bar once scrolled, on any other path, or while the mobile menu is open.
 */
export const SiteHeader = () => {
  const { pathname } = useLocation();
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(toggleRef);
  const solid = scrolled || pathname !== '/' || menu.open;

  return (
    <header className={solid ? 'mkt-header mkt-header--solid' : 'mkt-header'}>
      <div className="mkt-header__bar mkt-container">
        <Brand onNavigate={menu.close} />
        <button
          ref={toggleRef}
          type="button"
          className="mkt-menu-toggle"
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          aria-label={menu.open ? 'Close menu' : 'Open menu'}
          onClick={menu.toggle}
        >
          <span className={menu.open ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
        </button>
        <SiteNav id={MENU_ID} open={menu.open} onNavigate={menu.close} />
      </div>
    </header>
  );
};
