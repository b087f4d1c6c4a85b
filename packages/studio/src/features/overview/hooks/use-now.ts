import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`, so 'Just now' becomes '1 minute ago' on its own. */
export const useNow = (everyMs = 30_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
