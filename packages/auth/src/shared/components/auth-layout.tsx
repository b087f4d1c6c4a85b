import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import './auth.css';

type Props = {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** The welcome panel beside the card on wide screens (sign-in, sign-up). */
  welcome?: ReactNode;
};

/**
 * The frame of every public auth page. Focus moves to the heading when a page opens, so screen
 * reader and keyboard users start at the top of the new screen after a client-side navigation.
 */
export const AuthLayout = ({ title, lead, children, welcome }: Props) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    document.title = `${title} · CastMyScript`;
  }, [title]);
  return (
    <main className="cms-auth" data-remote="auth">
      {welcome && <aside className="cms-auth__welcome">{welcome}</aside>}
      <section className="cms-auth__card" aria-labelledby="cms-auth-title">
        <Link to="/" className="cms-auth__brand">
          Cast<span>My</span>Script<small>.ai</small>
        </Link>
        <h1 id="cms-auth-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="cms-auth__lead">{lead}</p>}
        {children}
      </section>
    </main>
  );
};
