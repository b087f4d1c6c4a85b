import { useCallback, useState } from 'react';

/** The playback error shown in each line's card ("inline error box"), by line id. */
export const useLineErrors = () => {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = useCallback(
    (id: string, message: string) => setErrors((all) => ({ ...all, [id]: message })),
    [],
  );
  const clear = useCallback(
    (id: string) =>
      setErrors((all) => {
        if (!(id in all)) return all;
        const rest = { ...all };
        delete rest[id];
        return rest;
      }),
    [],
  );
  return { errors, show, clear };
};
