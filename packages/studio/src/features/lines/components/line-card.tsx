import type { SceneKind } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { ActorSelect } from '../forms/actor-select';
import { TypeSelect } from '../forms/type-select';
import { CHANGE_LABELS } from '../lib/draft-changes';
import { LINE_TEXTS } from '../lib/line-messages';
import type { EditableLine } from '../lib/line-list';

type Props = {
  line: EditableLine;
  heading: string | null;
  actors: string[];
  busy: boolean;
  onSpeaker: (actor: string) => void;
  onType: (type: SceneKind) => void;
  onInsertAfter: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One line: its number, the actor or "No actor assigned", the dialog or "No dialog",
 * and insert-after, edit and delete. Beyond the spec: the scene heading it belongs to, and the
 * speaker and type changeable in place, since a misattributed line or a heading read as action
 * are the commonest parse errors.
 */
export const LineCard = ({
  line,
  heading,
  actors,
  busy,
  onSpeaker,
  onType,
  onInsertAfter,
  onEdit,
  onDelete,
}: Props) => {
  const number = line.scene_index + 1;
  // A later draft's added and changed lines say so in words, not colour alone.
  const change = line.change ? CHANGE_LABELS[line.change] : undefined;
  return (
    <li
      id={`script-line-${line._id}`}
      className={change ? `cms-line-card is-${line.change}` : 'cms-line-card'}
      aria-label={`Scene ${number}`}
    >
      <div className="cms-line-card__top">
        <span className="cms-line-card__number">#{number}</span>
        {change && <span className="cms-line-card__change">{change}</span>}
        {heading && line.kind !== 'scene_heading' && (
          <span className="cms-line-card__heading" title="Scene heading">
            {heading}
          </span>
        )}
        <TypeSelect
          id={`type-${line.key}`}
          number={number}
          value={line.kind}
          disabled={busy}
          onChange={onType}
        />
      </div>
      <ActorSelect
        id={`speaker-${line.key}`}
        className="cms-line-card__speaker"
        ariaLabel={`Speaker of scene ${number}`}
        value={line.actor}
        actors={actors}
        emptyLabel={LINE_TEXTS.noActor}
        disabled={busy}
        onChange={onSpeaker}
      />
      {line.direction && <p className="cms-line-card__direction">{line.direction}</p>}
      <p className={line.dialog ? 'cms-line-card__dialog' : 'cms-line-card__dialog is-empty'}>
        {line.dialog || LINE_TEXTS.noDialog}
      </p>
      {/* A direction closing the speech stays after it, where the writer put it. */}
      {line.direction_after && <p className="cms-line-card__direction">{line.direction_after}</p>}
      <div className="cms-line-card__actions">
        <Button
          type="button"
          icon="pi pi-plus"
          text
          rounded
          aria-label={`Insert a scene after scene ${number}`}
          onClick={onInsertAfter}
        />
        <Button
          type="button"
          icon="pi pi-pencil"
          text
          rounded
          aria-label={`Edit scene ${number}`}
          onClick={onEdit}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={`Delete scene ${number}`}
          onClick={onDelete}
        />
      </div>
    </li>
  );
};
