import { PageTitle } from '@castmyscript/ui-kit';
import type { ReactNode } from 'react';

import './billing.css';

type Props = { title?: string; lead?: ReactNode; children: ReactNode; className?: string };

/**
 * The frame of every billing screen: its heading and lead line, then the content. Without a
 * title the content brings its own h1 (the payment result pages, whose heading is the outcome).
 */
export const BillingPage = ({ title, lead, children, className }: Props) => (
  <section className={['bil-page', className].filter(Boolean).join(' ')} data-remote="billing">
    {title && (
      <header className="bil-page__header">
        <PageTitle title={title} lead={lead} />
      </header>
    )}
    {children}
  </section>
);
