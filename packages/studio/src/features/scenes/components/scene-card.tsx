import type { SceneKind } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { ActorSelect } from '../forms/actor-select';
import { TypeSelect } from '../forms/type-select';
import { CHANGE_LABELS } from '../lib/draft-changes';
import { SCENE_TEXTS } from '../lib/scene-messages';
import type { EditableScene } from '../lib/scene-list';

type Props = {
  scene: EditableScene;
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
export const SceneCard = ({
  scene,
  heading,
  actors,
  busy,
  onSpeaker,
  onType,
  onInsertAfter,
  onEdit,
  onDelete,
}: Props) => {
  const number = scene.scene_index + 1;
  // A later draft's added and changed lines say so in words, not colour alone.
  const change = scene.change ? CHANGE_LABELS[scene.change] : undefined;
  return (
    <li
      id={`scene-line-${scene._id}`}
      className={change ? `cms-scene-card is-${scene.change}` : 'cms-scene-card'}
      aria-label={`Scene ${number}`}
    >
      <div className="cms-scene-card__top">
        <span className="cms-scene-card__number">#{number}</span>
        {change && <span className="cms-scene-card__change">{change}</span>}
        {heading && scene.kind !== 'scene_heading' && (
          <span className="cms-scene-card__heading" title="Scene heading">
            {heading}
          </span>
        )}
        <TypeSelect
          id={`type-${scene.key}`}
          number={number}
          value={scene.kind}
          disabled={busy}
          onChange={onType}
        />
      </div>
      <ActorSelect
        id={`speaker-${scene.key}`}
        className="cms-scene-card__speaker"
        ariaLabel={`Speaker of scene ${number}`}
        value={scene.actor}
        actors={actors}
        emptyLabel={SCENE_TEXTS.noActor}
        disabled={busy}
        onChange={onSpeaker}
      />
      {scene.direction && <p className="cms-scene-card__direction">{scene.direction}</p>}
      <p className={scene.dialog ? 'cms-scene-card__dialog' : 'cms-scene-card__dialog is-empty'}>
        {scene.dialog || SCENE_TEXTS.noDialog}
      </p>
      {/* A direction closing the speech stays after it, where the writer put it. */}
      {scene.direction_after && (
        <p className="cms-scene-card__direction">{scene.direction_after}</p>
      )}
      <div className="cms-scene-card__actions">
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
