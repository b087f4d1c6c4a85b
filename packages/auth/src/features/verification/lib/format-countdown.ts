const pad = (n: number) => String(n).padStart(2, '0');

/** The time left as HH:MM:SS, never negative; hours may exceed 24 if the clock is off. */
export const formatCountdown = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
};
