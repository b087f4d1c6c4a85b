import type { SceneKind } from '@castmyscript/api/contract';
import { useMemo } from 'react';

import type { SceneDraft } from '../lib/scene-edits';
import { headingsOf } from '../lib/scene-headings';
import type { EditableScene } from '../lib/scene-list';
import { SceneCard } from './scene-card';

type Props = {
  scenes: EditableScene[];
  actors: string[];
  busy: boolean;
  onUpdate: (scene: EditableScene, change: Partial<SceneDraft>) => unknown;
  onType: (scene: EditableScene, type: SceneKind) => unknown;
  onInsertAfter: (scene: EditableScene) => void;
  onEdit: (scene: EditableScene) => void;
  onDelete: (scene: EditableScene) => void;
  /** Shows only the lines it accepts (a filter); headings still come from every line. */
  only?: (scene: EditableScene) => boolean;
};

/** The lines in script order, each with the scene heading it belongs to. */
export const SceneList = ({
  scenes,
  actors,
  busy,
  onUpdate,
  onType,
  onInsertAfter,
  onEdit,
  onDelete,
  only,
}: Props) => {
  const headings = useMemo(() => headingsOf(scenes), [scenes]);
  const shown = only ? scenes.filter(only) : scenes;
  return (
    <ol className="cms-scene-list" aria-label="Scenes">
      {shown.map((scene) => (
        <SceneCard
          key={scene.key}
          scene={scene}
          heading={headings.get(scene.key) ?? null}
          actors={actors}
          busy={busy}
          onSpeaker={(actor) => void onUpdate(scene, { actor })}
          onType={(type) => void onType(scene, type)}
          onInsertAfter={() => onInsertAfter(scene)}
          onEdit={() => onEdit(scene)}
          onDelete={() => onDelete(scene)}
        />
      ))}
    </ol>
  );
};
