import { Button } from 'primereact/button';

import { Notice } from '../../../../shared/components/notice';
import { needAudio, PLAYER_TEXTS, skippedLines } from '../../lib/player-texts';

type Props = {
  /** Lines waiting for audio that nothing is making yet. */
  missing: number;
  /** Lines Play All passes over now. */
  skipped: number;
  generating: boolean;
  busy: boolean;
  error: string | null;
  onMake: () => void;
};

/**
 * What the read lacks, said where the writer listens, with the one button that makes
 * exactly those lines; and what Play All passes over meanwhile (nothing while audio is being
 * generated: it waits for each line then).
 */
export const NeedAudio = ({ missing, skipped, generating, busy, error, onMake }: Props) => {
  if (missing === 0 && skipped === 0 && !error && !generating) return null;
  return (
    <div className="cms-player__missing">
      {missing > 0 && (
        <Button
          type="button"
          size="small"
          icon="pi pi-bolt"
          label={needAudio(missing)}
          aria-describedby="cms-player-generate-hint"
          loading={busy || generating}
          disabled={busy || generating}
          onClick={onMake}
        />
      )}
      {missing > 0 && (
        <span id="cms-player-generate-hint" className="cms-player__hint cms-player__hint--wide">
          {PLAYER_TEXTS.generateHint}
        </span>
      )}
      {skipped > 0 && !generating && (
        <span className="cms-player__hint">{skippedLines(skipped)}</span>
      )}
      {generating && <span className="cms-player__hint">{PLAYER_TEXTS.generating}</span>}
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
};
