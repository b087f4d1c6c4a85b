import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

import { useSharedRead } from '../hooks/use-shared-read';
import type { UseListenPlayer } from '../lib/listen-lines';
import { LISTEN_TEXTS } from '../lib/listen-texts';
import { ListenRead } from './listen-read';

import '../../../shared/components/studio-button.css';
import './listen.css';

/**
 * /listen/{token}: a shared table read anyone with the link can hear, no account. A
 * site page outside the app frame, so plain elements only: no store, PrimeReact or ui-kit. The
 * player is Audio Production's, passed in by the app (features stay apart).
 */
export const ListenPage = ({ usePlayer }: { usePlayer: UseListenPlayer }) => {
  const { token = '' } = useParams();
  const { state, reload } = useSharedRead(token);
  const title = state.status === 'ready' ? state.read.title : null;

  useEffect(() => {
    document.title = title ? `${title} · Table read` : 'Table read · CastMyScript';
  }, [title]);

  return (
    <main className="cms-listen" data-remote="studio">
      {state.status === 'loading' && (
        <p className="cms-listen-state" role="status">
          {LISTEN_TEXTS.loading}
        </p>
      )}
      {state.status === 'gone' && (
        <section className="cms-listen-state" aria-labelledby="listen-gone">
          <h1 id="listen-gone">{LISTEN_TEXTS.goneTitle}</h1>
          <p>{LISTEN_TEXTS.gone}</p>
        </section>
      )}
      {state.status === 'error' && (
        <section className="cms-listen-state" aria-labelledby="listen-error">
          <h1 id="listen-error">Table read</h1>
          <p role="alert">{LISTEN_TEXTS.failed}</p>
          <button type="button" className="cms-studio-button" onClick={reload}>
            Try Again
          </button>
        </section>
      )}
      {state.status === 'ready' && (
        <>
          <header className="cms-listen-header">
            <h1>{state.read.title}</h1>
            <p>{LISTEN_TEXTS.lead}</p>
          </header>
          {state.read.lines.length === 0 ? (
            <p className="cms-listen-state">{LISTEN_TEXTS.empty}</p>
          ) : (
            <ListenRead token={token} read={state.read} usePlayer={usePlayer} />
          )}
        </>
      )}
    </main>
  );
};
