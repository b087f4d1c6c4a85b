import type { ReactNode } from 'react';

type Props = { title: string; lead: string; children?: ReactNode };

/** A page whose screen is still to be built: real title and purpose, rendered by the marketing remote. */
export const PlaceholderPage = ({ title, lead, children }: Props) => (
  <section className="cms-placeholder" data-remote="marketing">
    <h1>{title}</h1>
    <p>{lead}</p>
    {children}
  </section>
);
