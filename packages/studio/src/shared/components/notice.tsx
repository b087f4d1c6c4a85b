import type { ReactNode } from 'react';

type Props = { tone?: 'error' | 'info' | 'success'; children: ReactNode };

const ICONS = {
  error: 'pi-exclamation-circle',
  info: 'pi-info-circle',
  success: 'pi-check-circle',
};

/** An inline message that screen readers announce: errors at once, the rest politely. */
export const Notice = ({ tone = 'info', children }: Props) => (
  <div className={`cms-notice cms-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    <i className={`pi ${ICONS[tone]}`} aria-hidden="true" />
    <span>{children}</span>
  </div>
);
