import { errorMessage } from '@castmyscript/api';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';

import {
  type Take,
  useChooseLineTakeMutation,
  useGetLineTakesQuery,
  useRevertLineTakeMutation,
} from '../api/takes-api';

import './takes.css';

type Props = { documentId: string; sceneId: string; line: number; takeInUse: boolean };

const describe = (t: Take) =>
  `${t.voice_id ?? 'Cast voice'}, speed ${t.speed}, pitch ${t.pitch > 0 ? '+' : ''}${t.pitch}`;

/**
 * Issue 31: a line's takes, newest first, each playable; two picked play one after the other
 * on the same audio element (A/B) so they are heard at the same volume and place.
 */
export const TakesList = ({ documentId, sceneId, line, takeInUse }: Props) => {
  const { data, error, isLoading, isFetching, refetch } = useGetLineTakesQuery(sceneId);
  const [choose, chosen] = useChooseLineTakeMutation();
  const [revert, reverted] = useRevertLineTakeMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const queue = useRef<Take[]>([]);

  const play = (takes: Take[]) => {
    const el = audio.current;
    const [first, ...rest] = takes;
    if (!el || !first) return setPlaying(null);
    queue.current = rest;
    setPlaying(first._id);
    el.src = first.audio_url;
    // A refused play (autoplay rules, a gone file) just leaves nothing marked as playing.
    void Promise.resolve()
      .then(() => el.play())
      .catch(() => setPlaying(null));
  };
  const togglePick = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id].slice(-2)));

  if (isLoading) return <p role="status">Loading takes…</p>;
  if (error)
    return (
      <div className="cms-takes__error" role="alert">
        <span>{errorMessage(error, 'The takes could not be loaded.')}</span>
        <Button type="button" label="Try again" size="small" onClick={() => void refetch()} />
      </div>
    );
  const takes = data ?? [];
  const problem = chosen.error ?? reverted.error;
  const busy = chosen.isLoading || reverted.isLoading || isFetching;
  const ab = takes.filter((t) => picked.includes(t._id));
  return (
    <section className="cms-takes" aria-label={`Takes of line ${line}`}>
      {takes.length === 0 ? (
        <p>No other takes yet</p>
      ) : (
        <ol className="cms-takes__list">
          {takes.map((t) => (
            <li key={t._id} className={t.in_use ? 'is-in-use' : undefined}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.includes(t._id)}
                  onChange={() => togglePick(t._id)}
                />
                <span>
                  {new Date(t.created_at).toLocaleString()} · {describe(t)}
                  {t.in_use && <strong> · In use</strong>}
                </span>
              </label>
              <q className="cms-takes__words">{t.text}</q>
              <Button
                type="button"
                size="small"
                text
                icon={playing === t._id ? 'pi pi-volume-up' : 'pi pi-play'}
                label="Play"
                aria-label={`Play take ${describe(t)}`}
                onClick={() => play([t])}
              />
              {!t.in_use && (
                <Button
                  type="button"
                  size="small"
                  label="Use this take"
                  disabled={busy}
                  onClick={() => void choose({ documentId, sceneId, takeId: t._id })}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="cms-takes__actions">
        {takes.length > 1 && (
          <Button
            type="button"
            size="small"
            label="Play A/B"
            disabled={ab.length !== 2}
            onClick={() => play(ab)}
          />
        )}
        {takeInUse && (
          <Button
            type="button"
            size="small"
            outlined
            label="Back to the cast voice"
            disabled={busy}
            onClick={() => void revert({ documentId, sceneId })}
          />
        )}
      </div>
      {problem && (
        <p className="cms-takes__error" role="alert">
          {errorMessage(problem, 'The line could not be changed.')}
        </p>
      )}
      <audio
        ref={audio}
        className="cms-takes__player"
        data-playing={playing ?? ''}
        onEnded={() => play(queue.current)}
      />
    </section>
  );
};
