import { useEffect, useRef, useState } from 'react';

/**
 * A bar fixed at the bottom of the page's column: its height, for the spacer that keeps the
 * page's last content clear of it, and the column's left edge (beside the app's side menu on a
 * wide screen), both kept up to date as the window or the bar changes. The page's scroll padding
 * grows by the bar too, so a line scrolled or tabbed to is not left under it.
 */
export const useBarLayout = () => {
  const bar = useRef<HTMLElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ height: 0, left: 0 });
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => {
      const column = spacer.current?.closest('main') ?? spacer.current?.parentElement;
      const height = element.getBoundingClientRect().height;
      setLayout({ height, left: Math.max(0, column?.getBoundingClientRect().left ?? 0) });
      document.documentElement.style.scrollPaddingBottom = `${height}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    // Test DOMs have no ResizeObserver: the first measure stands.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, []);
  return { bar, spacer, ...layout };
};
