import { useEffect, useRef } from 'react';

/** Where arrows already mean something (typing, choosing, sliding). */
const OWN_KEYS =
  'input, select, textarea, [role="listbox"], [role="option"], [role="slider"], [contenteditable="true"]';
/** Space also presses buttons and follows links. */
const OWN_SPACE = `${OWN_KEYS}, button, a[href]`;

export type PlayerKeys = Partial<
  Record<' ' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown', () => void>
>;

/**
 * Beyond the spec: the keys of a media player (Space plays or pauses, left and right
 * go by line, up and down by scene), unless focus is on a control that uses the key itself.
 */
export const usePlayerKeys = (keys: PlayerKeys) => {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = latest.current[event.key as keyof PlayerKeys];
      if (!action || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(event.key === ' ' ? OWN_SPACE : OWN_KEYS)) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
};
