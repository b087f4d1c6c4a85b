import { useEffect, useState } from 'react';

/** True once `ms` have passed since the component mounted. */
export const useElapsed = (ms: number) => {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
};
