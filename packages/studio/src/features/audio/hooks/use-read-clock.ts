import { type RefObject, useEffect, useState } from 'react';

/** Seconds into the loaded line, as the element reports them while it plays or is moved. */
export const useReadClock = (element: RefObject<HTMLMediaElement | null>) => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const media = element.current;
    if (!media) return;
    const tick = () => setSeconds(media.currentTime || 0);
    const types = ['timeupdate', 'seeked', 'loadedmetadata', 'emptied'] as const;
    types.forEach((type) => media.addEventListener(type, tick));
    return () => types.forEach((type) => media.removeEventListener(type, tick));
  }, [element]);
  return seconds;
};
