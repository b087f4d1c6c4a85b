import { actorLabel } from '../lib/actors';

/** The option that opens the new-actor input instead of choosing an actor. */
export const CREATE_ACTOR = '__create__';

type Props = {
  id: string;
  value: string;
  actors: string[];
  onChange: (value: string) => void;
  /** Adds "+ Create new actor" (the modal's dropdown). */
  onCreate?: () => void;
  /** The card's compact selector has no visible label. */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  /** The empty choice's text: "Select an actor" in the modal, "No actor assigned" on a card. */
  emptyLabel?: string;
};

/**
 * A native select: keyboard and screen-reader friendly on phones and desktops alike. The current
 * value stays listed even if no other line uses it.
 */
export const ActorSelect = ({
  id,
  value,
  actors,
  onChange,
  onCreate,
  ariaLabel,
  className,
  disabled,
  emptyLabel = 'Select an actor',
}: Props) => {
  const names = value && !actors.includes(value) ? [value, ...actors] : actors;
  return (
    <select
      id={id}
      className={['p-inputtext cms-select', className].filter(Boolean).join(' ')}
      value={value}
      aria-label={ariaLabel}
      disabled={disabled}
      onChange={(event) => {
        if (event.target.value === CREATE_ACTOR) onCreate?.();
        else onChange(event.target.value);
      }}
    >
      <option value="">{emptyLabel}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {actorLabel(name)}
        </option>
      ))}
      {onCreate && <option value={CREATE_ACTOR}>+ Create new actor</option>}
    </select>
  );
};
