import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (10 px). */
export const useScrolled = (threshold: number): boolean => {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
};
