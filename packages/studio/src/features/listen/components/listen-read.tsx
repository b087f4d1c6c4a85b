import { useEffect, useMemo, useState } from 'react';

import { RehearseControls } from '../../../shared/rehearse/rehearse-controls';
import { charactersOf } from '../../../shared/rehearse/rehearse-plan';
import { RehearseWords } from '../../../shared/rehearse/rehearse-words';
import type { SharedReadData } from '../api/shared-api';
import { useListenAnywhere } from '../hooks/use-listen-anywhere';
import { useListenMode } from '../hooks/use-listen-mode';
import { useListenerNote } from '../hooks/use-listener-note';
import { useSharedDownload } from '../hooks/use-shared-download';
import { toPlayable, type UseListenPlayer } from '../lib/listen-lines';
import { scenesOf } from '../lib/listen-scenes';
import { LISTEN_TEXTS } from '../lib/listen-texts';
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
  const mode = useListenMode(lines, scenes, player, speed);
  const { choice, rehearsal } = mode;
  const characters = useMemo(() => charactersOf(lines), [lines]);
  const resume = useListenAnywhere({ token, title: read.title, lines, player });
  const [noteOn, setNoteOn] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [name, setName] = useState('');
  const note = useListenerNote(token);
  const saving = useSharedDownload(token);
  const estimated = read.runtime.measured_s === null;
  const runtime = read.runtime.measured_s ?? read.runtime.estimated_s;
  const currentIndex = lines.findIndex((line) => line.scene_id === mode.currentId);
  const currentScene = scenes.filter((scene) => scene.firstIndex <= currentIndex).length - 1;

  // The speed is the element's rate; a new source resets it to the default rate, so set both.
  const { audio } = player;
  useEffect(() => {
    if (!audio.current) return;
    audio.current.defaultPlaybackRate = speed;
    audio.current.playbackRate = speed;
  }, [audio, speed, player.currentId]);

  useEffect(() => {
    if (mode.currentId)
      document
        .getElementById(`listen-line-${mode.currentId}`)
        ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [mode.currentId]);

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
        onPlayAll={mode.playAll}
        resume={mode.rehearsing ? null : resume}
        onSpeed={setSpeed}
      />
      <RehearseControls
        characters={characters}
        choice={choice}
        phase={rehearsal.phase}
        current={lines[currentIndex] ?? null}
        nextRef={mode.nextRef}
        onChoice={mode.choose}
        onStart={() => rehearsal.start(0)}
        onStop={rehearsal.stop}
        onNext={rehearsal.next}
      />
      <div className="cms-listen-body">
        <ListenNavigator
          scenes={scenes}
          current={currentIndex < 0 ? -1 : currentScene}
          estimated={estimated}
          onPlayFrom={mode.playFrom}
        />
        <ol className="cms-listen-lines" aria-label="Lines">
          {lines.map((line, index) => (
            <ListenLine
              key={line.scene_id}
              line={line}
              current={line.scene_id === mode.currentId}
              playing={line.scene_id === mode.currentId && mode.playing}
              error={mode.rehearsing ? undefined : player.errors[line.scene_id]}
              yours={line.actor === choice.character}
              words={
                line.actor === choice.character && choice.hide ? (
                  <RehearseWords dialog={line.dialog} number={line.scene_index + 1} />
                ) : undefined
              }
              onToggle={() => mode.toggle(line, index)}
              onNote={() => openNote(line.scene_id)}
            >
              {/* Said on the line itself, where the listener is looking. */}
              {sent === line.scene_id && (
                <p className="cms-listen-sent" role="status">
                  {LISTEN_TEXTS.noteSent}
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
      {/* The rehearsal's own element: it is only ever given the other characters' lines. */}
      <audio ref={rehearsal.audio} preload="none" />
    </>
  );
};
