import { useEffect, useState } from 'react';

/** The countdown ticks every second. */
export const TICK_MS = 1000;

/** Milliseconds left until `deadline` (epoch ms), or null when there is none; stops at zero. */
export const useCountdown = (deadline: number | null) => {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? null : Math.max(0, deadline - now);

  useEffect(() => {
    if (deadline === null || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
};
