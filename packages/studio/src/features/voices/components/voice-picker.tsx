import type { Voice } from '@castmyscript/api/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { listboxKey } from '../lib/listbox-keys';
import { VOICE_TEXTS } from '../lib/voice-messages';
import { VoiceSummary } from './voice-option';

type Props = {
  /** Who the voice is for, e.g. "MARA": names the button and the list. */
  label: string;
  voices: Voice[];
  value: string;
  disabled?: boolean;
  onChange: (voiceId: string) => void;
};

/**
 * The voice selector ("Choose a voice..."): a button that opens a listbox of rich
 * options (picture, name, details, flag), which a native select cannot show. Keyboard as the
 * WAI-ARIA select-only pattern: arrows, Home/End, a letter to jump, Enter/Space to pick, Escape.
 */
export const VoicePicker = ({ label, voices, value, disabled, onChange }: Props) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = voices.find((voice) => voice.voice_id === value);

  const openList = () => {
    setActive(
      Math.max(
        0,
        voices.findIndex((voice) => voice.voice_id === value),
      ),
    );
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (index: number) => {
    const voice = voices[index];
    if (voice) onChange(voice.voice_id);
    close();
  };

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id, open]);

  const onListKey = (event: KeyboardEvent) => {
    const action = listboxKey(
      event.key,
      active,
      voices.map((voice) => voice.name),
    );
    if (!action) return;
    if (action.type === 'move') setActive(action.index);
    else if (action.type === 'pick') pick(active);
    else return close(action.refocus);
    event.preventDefault();
  };

  return (
    <div className="cms-voice-picker" ref={root}>
      <span id={`${id}-label`} className="cms-visually-hidden">
        Voice for {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className="cms-voice-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-labelledby={`${id}-label ${id}-button`}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
      >
        {chosen ? (
          <VoiceSummary voice={chosen} brief />
        ) : (
          <span className="cms-voice-picker__placeholder">{VOICE_TEXTS.placeholder}</span>
        )}
        <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
      </button>
      {open && voices.length === 0 && (
        <p className="cms-voice-picker__list cms-voice-picker__empty" role="status">
          No voice matches the filters above.
        </p>
      )}
      {open && voices.length > 0 && (
        <ul
          ref={list}
          id={`${id}-list`}
          className="cms-voice-picker__list"
          role="listbox"
          aria-label={`Voices for ${label}`}
          tabIndex={0}
          aria-activedescendant={voices.length > 0 ? `${id}-${active}` : undefined}
          onKeyDown={onListKey}
        >
          {voices.map((voice, index) => (
            <li
              key={voice.voice_id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={voice.voice_id === value}
              className={`cms-voice-picker__option${index === active ? ' is-active' : ''}`}
              onPointerMove={() => setActive(index)}
              onClick={() => pick(index)}
            >
              <VoiceSummary voice={voice} />
              {voice.voice_id === value && <i className="pi pi-check" aria-hidden="true" />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
