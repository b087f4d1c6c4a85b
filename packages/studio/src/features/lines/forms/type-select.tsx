import { SCENE_KINDS, type SceneKind } from '@castmyscript/api/contract';

import { LINE_TYPE_LABELS } from '../../../shared/line-types';

import './type-select.css';

type Props = {
  id: string;
  number: number;
  value: SceneKind;
  disabled?: boolean;
  onChange: (type: SceneKind) => void;
};

/** A line's type, changeable in place: a heading the parser read as action is put right here. */
export const TypeSelect = ({ id, number, value, disabled, onChange }: Props) => (
  <select
    id={id}
    className="cms-line-card__kind-select"
    aria-label={`Type of scene ${number}`}
    value={value}
    disabled={disabled}
    onChange={(event) => onChange(event.target.value as SceneKind)}
  >
    {SCENE_KINDS.map((kind) => (
      <option key={kind} value={kind}>
        {LINE_TYPE_LABELS[kind]}
      </option>
    ))}
  </select>
);
