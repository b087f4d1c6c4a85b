import type { ReactNode } from 'react';

type Props = {
  tone: 'error' | 'warning' | 'info' | 'success';
  title: string;
  icon?: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/**
 * A page-level message with a heading: 'Connection Error', 'Ending Soon'. Errors are announced
 * at once (role alert); the others politely (role status).
 */
export const Banner = ({ tone, title, icon, children, actions }: Props) => (
  <div className={`bil-banner bil-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {icon && <i className={`bil-banner__icon ${icon}`} aria-hidden="true" />}
    <div className="bil-banner__body">
      <h2 className="bil-banner__title">{title}</h2>
      {children}
      {actions && <div className="bil-banner__actions">{actions}</div>}
    </div>
  </div>
);
