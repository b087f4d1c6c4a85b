import { errorMessage } from '@castmyscript/api';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';

import { useGetTakeVoicesQuery } from '../api/retake-api';
import {
  type Take,
  useChooseLineTakeMutation,
  useGetLineTakesQuery,
  useRevertLineTakeMutation,
} from '../api/takes-api';

import './takes.css';

type Props = { documentId: string; lineId: string; line: number; takeInUse: boolean };

/** A take said by its voice's name; a voice gone from the catalogue by its id. */
const describe = (t: Take, names: Map<string, string>) =>
  `${t.voice_id ? (names.get(t.voice_id) ?? t.voice_id) : 'Cast voice'}, speed ${t.speed}, pitch ${t.pitch > 0 ? '+' : ''}${t.pitch}`;

/**
 * A line's takes, newest first, each playable. Two picked are A and B: they play one after the
 * other, or the writer switches between them at the same moment of the line; always on the same
 * audio element, so they are heard at the same volume and place.
 */
export const TakesList = ({ documentId, lineId, line, takeInUse }: Props) => {
  const { data, error, isLoading, isFetching, refetch } = useGetLineTakesQuery(lineId);
  const voices = useGetTakeVoicesQuery();
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
  const switchTo = (take: Take) => {
    const el = audio.current;
    if (!el) return;
    // The other take from where this one is: a difference is heard in the same words.
    const at = el.currentTime;
    play([take]);
    el.currentTime = at;
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
  const names = new Map((voices.data ?? []).map((v) => [v.voice_id, v.name]));
  const mark = (t: Take) => ['A', 'B'][ab.indexOf(t)];
  const onB = ab.length === 2 && playing === ab[1]._id;
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
                  {mark(t) && <strong className="cms-takes__mark">{mark(t)} · </strong>}
                  {new Date(t.created_at).toLocaleString()} · {describe(t, names)}
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
                aria-label={`Play take ${describe(t, names)}`}
                onClick={() => play([t])}
              />
              {!t.in_use && (
                <Button
                  type="button"
                  size="small"
                  label="Use this take"
                  disabled={busy}
                  onClick={() => void choose({ documentId, lineId, takeId: t._id })}
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
        {ab.length === 2 && (
          <Button
            type="button"
            size="small"
            outlined
            label={onB ? 'Switch to A' : 'Switch to B'}
            aria-pressed={onB}
            onClick={() => switchTo(onB ? ab[0] : ab[1])}
          />
        )}
        {takeInUse && (
          <Button
            type="button"
            size="small"
            outlined
            label="Back to the cast voice"
            disabled={busy}
            onClick={() => void revert({ documentId, lineId })}
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
