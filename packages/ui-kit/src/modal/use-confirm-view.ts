import { type ComponentType, useEffect, useRef, useState } from 'react';

import type { ConfirmViewProps } from './confirm-view';

type View = ComponentType<ConfirmViewProps>;

/**
 * Fetches the dialog view the first time a dialog is asked for (`wanted`), so PrimeReact's
 * dialog stays off pages that never open one. `onError` settles the waiting request.
 */
export function useConfirmView(wanted: boolean, onError: (error: unknown) => void) {
  const [View, setView] = useState<View | null>(null);
  const loading = useRef(false);
  const report = useRef(onError);

  useEffect(() => {
    report.current = onError;
  }, [onError]);

  useEffect(() => {
    if (!wanted || View || loading.current) return;
    loading.current = true;
    import('./confirm-view').then(
      (module) => setView(() => module.ConfirmView),
      (error: unknown) => {
        loading.current = false;
        report.current(error);
      },
    );
  }, [wanted, View]);

  return View;
}
