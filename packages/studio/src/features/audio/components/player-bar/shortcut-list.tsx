import { Button } from 'primereact/button';
import { useState } from 'react';

import { PLAYER_TEXTS, SHORTCUTS } from '../../lib/player-texts';

/** The bar's keys, listed on demand so a phone's bar stays small. */
export const ShortcutList = () => {
  const [open, setOpen] = useState(false);
  return (
    <div className="cms-player__shortcuts">
      <Button
        type="button"
        size="small"
        text
        icon="pi pi-info-circle"
        label="Shortcuts"
        aria-expanded={open}
        aria-controls="cms-player-keys"
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <dl id="cms-player-keys" aria-label={PLAYER_TEXTS.shortcuts} className="cms-player__keys">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.keys}>
              <dt>
                <kbd>{shortcut.keys}</kbd>
              </dt>
              <dd>{shortcut.does}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
};
