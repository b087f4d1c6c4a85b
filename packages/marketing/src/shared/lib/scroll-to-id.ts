/** Whether the visitor asked the system for less motion. */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How long a smooth scroll may take to move the page before it is replaced by a jump. The browser
 * runs a smooth scroll as an animation it may drop (another scroll cancels it; a busy phone may not
 * start it), and a dropped one leaves the page where it was: the click would have done nothing.
 */
export const SMOOTH_SCROLL_START_MS = 400;

/** The element's top sits where `block: 'start'` puts it, or the page cannot scroll further. */
const isInPlace = (target: HTMLElement) => {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  if (Math.abs(target.getBoundingClientRect().top - margin) <= 1) return true;
  const { scrollHeight } = document.documentElement;
  return window.scrollY + window.innerHeight >= scrollHeight - 1;
};

/** Jumps to the element when the page has not moved at all since the smooth scroll was asked for. */
const jumpUnlessMoving = (target: HTMLElement) => {
  let moved = false;
  const onScroll = () => {
    moved = true;
  };
  window.addEventListener('scroll', onScroll, { once: true, passive: true });
  window.setTimeout(() => {
    window.removeEventListener('scroll', onScroll);
    if (!moved && target.isConnected && !isInPlace(target))
      target.scrollIntoView({ behavior: 'auto', block: 'start' });
  }, SMOOTH_SCROLL_START_MS);
};

/**
 * Scrolls an element into view (smoothly unless reduced motion is asked for) and moves keyboard
 * focus there, so the next Tab continues from the section the visitor jumped to.
 */
export const scrollToId = (id: string): boolean => {
  const target = document.getElementById(id);
  if (!target) return false;
  const smooth = !prefersReducedMotion();
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) jumpUnlessMoving(target);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
};
