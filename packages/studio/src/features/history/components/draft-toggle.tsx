import { Button } from 'primereact/button';

import { earlierDraftsLabel } from '../lib/history-texts';

export type DraftToggleProps = {
  count: number;
  expanded: boolean;
  onToggle: () => void;
};

/** Shows or hides a script's earlier drafts under its newest. */
export const DraftToggle = ({ count, expanded, onToggle }: DraftToggleProps) => (
  <Button
    type="button"
    className="cms-history__drafts-toggle"
    icon={expanded ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
    label={earlierDraftsLabel(count, expanded)}
    text
    size="small"
    aria-expanded={expanded}
    onClick={onToggle}
  />
);
