import type { ReactNode } from 'react';

export interface PageTitleProps {
  /** The page's name: the one h1 of the screen. */
  title: string;
  /** For `aria-labelledby` on the section the title names. */
  id?: string;
  /** One line under the title saying what the page is for. */
  lead?: ReactNode;
}

/**
 * The title of every dashboard page. One component so the studio and billing screens, built by
 * different teams, cannot drift apart in size or colour again (they did: grey and near-black).
 */
export function PageTitle({ title, id, lead }: PageTitleProps) {
  return (
    <div className="cms-page-title">
      <h1 id={id}>{title}</h1>
      {lead && <p className="cms-page-title__lead">{lead}</p>}
    </div>
  );
}
