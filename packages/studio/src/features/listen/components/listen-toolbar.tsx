import { clock } from '../lib/listen-scenes';
import { LISTEN_SPEEDS } from '../lib/listen-lines';

type Props = {
  runtime: number;
  estimated: boolean;
  speed: number;
  canPlay: boolean;
  /** Only when the link allows the download. */
  download: { busy: boolean; error: string | null; start: () => void } | null;
  onPlayAll: () => void;
  /** Where this listener stopped last time, when there is such a place. */
  resume?: { line: number; seconds: number; start: () => void } | null;
  onSpeed: (speed: number) => void;
};

/** Play All, Resume, the speed (0.5x–2x, as in Audio Production), the runtime and the download if allowed. */
export const ListenToolbar = ({
  runtime,
  estimated,
  speed,
  canPlay,
  download,
  onPlayAll,
  resume,
  onSpeed,
}: Props) => (
  <div className="cms-listen-toolbar">
    <button type="button" className="cms-studio-button" disabled={!canPlay} onClick={onPlayAll}>
      Play All
    </button>
    {resume && (
      <button type="button" className="cms-studio-button is-quiet" onClick={resume.start}>
        Resume from line {resume.line} at {clock(resume.seconds)}
      </button>
    )}
    <label className="cms-listen-toolbar__speed">
      Speed
      <select value={speed} onChange={(event) => onSpeed(Number(event.target.value))}>
        {LISTEN_SPEEDS.map((value) => (
          <option key={value} value={value}>
            {value}x
          </option>
        ))}
      </select>
    </label>
    <p className="cms-listen-toolbar__runtime">
      Runtime <strong>{clock(runtime)}</strong>
      {estimated ? ' (estimated)' : ''}
    </p>
    {download && (
      <button
        type="button"
        className="cms-studio-button is-quiet"
        disabled={download.busy}
        onClick={download.start}
      >
        {download.busy ? 'Preparing…' : 'Download MP3'}
      </button>
    )}
    {download?.error && (
      <p className="cms-listen-error" role="alert">
        {download.error}
      </p>
    )}
  </div>
);
