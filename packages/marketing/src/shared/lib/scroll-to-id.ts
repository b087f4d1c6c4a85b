/** Whether the visitor asked the system for less motion. */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls an element into view (smoothly unless reduced motion is asked for) and moves keyboard
 * focus there, so the next Tab continues from the section the visitor jumped to.
 */
export const scrollToId = (id: string): boolean => {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
};
