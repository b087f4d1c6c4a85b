import type { ReactNode } from 'react';

type Props = { children: ReactNode; tone?: 'error' | 'info' | 'success' };

/** A form-level message (server error, notice) that screen readers announce when it appears. */
export const FormAlert = ({ children, tone = 'error' }: Props) => (
  <div
    className={`cms-form-alert cms-form-alert--${tone}`}
    role={tone === 'error' ? 'alert' : 'status'}
  >
    {children}
  </div>
);
