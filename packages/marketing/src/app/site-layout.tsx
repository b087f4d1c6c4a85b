import type { ReactNode } from 'react';

import { SiteFooter } from '../features/site-footer/components/site-footer';
import { SiteHeader } from '../features/site-header/components/site-header';
import { MAIN_ID, SkipLink } from '../features/site-header/components/skip-link';
import '../shared/styles/base.css';

type Props = { children: ReactNode };

/** The frame of every marketing page; its root marks the page as this remote's. */
export const SiteLayout = ({ children }: Props) => (
  <div className="mkt-page" data-remote="marketing">
    <SkipLink />
    <SiteHeader />
    <main id={MAIN_ID} tabIndex={-1}>
      {children}
    </main>
    <SiteFooter />
  </div>
);
