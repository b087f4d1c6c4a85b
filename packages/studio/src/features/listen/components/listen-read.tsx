import { useEffect, useMemo, useState } from 'react';

import type { SharedReadData } from '../api/shared-api';
import { useListenerNote } from '../hooks/use-listener-note';
import { useSharedDownload } from '../hooks/use-shared-download';
import { toPlayable, type UseListenPlayer } from '../lib/listen-lines';
import { scenesOf } from '../lib/listen-scenes';
import { LISTEN_TEXTS as T } from '../lib/listen-texts';
import { ListenLine } from './listen-line';
import { ListenNavigator } from './listen-navigator';
import { ListenToolbar } from './listen-toolbar';
import { ListenerNoteForm } from './listener-note-form';

type Props = { token: string; read: SharedReadData; usePlayer: UseListenPlayer };

/** The filled listen page: toolbar, scene navigator and the lines with the current one marked. */
export const ListenRead = ({ token, read, usePlayer }: Props) => {
  const lines = useMemo(() => toPlayable(read.lines), [read.lines]);
  const scenes = useMemo(() => scenesOf(read.runtime), [read.runtime]);
  const player = usePlayer(lines);
  const [speed, setSpeed] = useState(1);
  const [noteOn, setNoteOn] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [name, setName] = useState('');
  const note = useListenerNote(token);
  const saving = useSharedDownload(token);
  const estimated = read.runtime.measured_s === null;
  const runtime = read.runtime.measured_s ?? read.runtime.estimated_s;
  const currentIndex = lines.findIndex((line) => line.scene_id === player.currentId);
  const currentScene = scenes.filter((scene) => scene.firstIndex <= currentIndex).length - 1;

  // The speed is the element's rate; a new source resets it to the default rate, so set both.
  const { audio } = player;
  useEffect(() => {
    if (!audio.current) return;
    audio.current.defaultPlaybackRate = speed;
    audio.current.playbackRate = speed;
  }, [audio, speed, player.currentId]);

  useEffect(() => {
    if (player.currentId)
      document
        .getElementById(`listen-line-${player.currentId}`)
        ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [player.currentId]);

  const openNote = (id: string) => {
    setSent(null);
    note.clearError();
    setNoteOn(id);
  };

  return (
    <>
      <ListenToolbar
        runtime={runtime}
        estimated={estimated}
        speed={speed}
        canPlay={lines.some((line) => line.src)}
        download={
          read.allow_download
            ? { busy: saving.busy, error: saving.error, start: () => void saving.download() }
            : null
        }
        onPlayAll={player.playAll}
        onSpeed={setSpeed}
      />
      <div className="cms-listen-body">
        <ListenNavigator
          scenes={scenes}
          current={currentIndex < 0 ? -1 : currentScene}
          estimated={estimated}
          onPlayFrom={(index) => {
            const line = lines.slice(index).find((l) => l.src);
            if (line) player.toggle(line);
          }}
        />
        <ol className="cms-listen-lines" aria-label="Lines">
          {lines.map((line) => (
            <ListenLine
              key={line.scene_id}
              line={line}
              current={line.scene_id === player.currentId}
              playing={line.scene_id === player.currentId && player.playing}
              error={player.errors[line.scene_id]}
              onToggle={() => player.toggle(line)}
              onNote={() => openNote(line.scene_id)}
            >
              {/* Said on the line itself, where the listener is looking. */}
              {sent === line.scene_id && (
                <p className="cms-listen-sent" role="status">
                  {T.noteSent}
                </p>
              )}
              {noteOn === line.scene_id && (
                <ListenerNoteForm
                  lineNumber={line.scene_index + 1}
                  sending={note.sending}
                  error={note.error}
                  initialName={name}
                  onCancel={() => setNoteOn(null)}
                  onSend={async (values) => {
                    setName(values.author_name);
                    const done = await note.send({ scene_id: line.scene_id, ...values });
                    if (done) {
                      setNoteOn(null);
                      setSent(line.scene_id);
                    }
                    return done;
                  }}
                />
              )}
            </ListenLine>
          ))}
        </ol>
      </div>
      <audio ref={player.audio} preload="none" />
    </>
  );
};
