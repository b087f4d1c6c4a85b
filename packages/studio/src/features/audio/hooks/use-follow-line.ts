import { useEffect, useState } from 'react';

const KEY = 'cms.audio.followPlayback';

const remembered = () => {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
};

/** Seen whole between the top of the window and the fixed player bar over its bottom. */
const inView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  const covered = parseFloat(document.documentElement.style.scrollPaddingBottom) || 0;
  return top >= 0 && bottom <= window.innerHeight - covered;
};

/**
 * Keeps the line the player is on in view while `follow` is on (the writer's choice, kept for
 * the next visit). A line already in view is left where it is, so pressing a line's play does
 * not move the page under the pointer; one out of view comes to the middle, with the lines
 * around it. Turning follow back on brings the current line back at once.
 */
export const useFollowLine = (currentId: string | null, anchor: (id: string) => string) => {
  const [follow, setFollowState] = useState(remembered);

  useEffect(() => {
    if (!follow || !currentId) return;
    const element = document.getElementById(anchor(currentId));
    if (!element || inView(element)) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [anchor, currentId, follow]);

  const setFollow = (on: boolean) => {
    setFollowState(on);
    try {
      window.localStorage.setItem(KEY, on ? 'on' : 'off');
    } catch {
      // Private windows may refuse storage: the choice then lasts this visit.
    }
  };
  return { follow, setFollow };
};
