import type { Toast, ToastMessage } from 'primereact/toast';
import { type ComponentType, type RefAttributes, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type ToastComponent = ComponentType<{ position: 'bottom-center' } & RefAttributes<Toast>>;

/**
 * PrimeReact's Toast (with its transitions and icons) is fetched the first time a toast is
 * shown, not when the app starts: most visits, the landing page's above all, never show one.
 * Messages asked for meanwhile wait in a queue and appear, in order, once it has mounted.
 */
export function useLazyToast() {
  const [Component, setComponent] = useState<ToastComponent | null>(null);
  const instance = useRef<Toast | null>(null);
  const pending = useRef<ToastMessage[]>([]);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('primereact/toast').then(
      // Mounted in this same task, so the waiting messages appear (and their life timers
      // start) the moment the component arrives, not one scheduler turn later.
      (module) => flushSync(() => setComponent(() => module.Toast as ToastComponent)),
      (error: unknown) => {
        // The next toast tries again; these messages are lost rather than shown late.
        loading.current = false;
        pending.current = [];
        console.error('[ui-kit] the toast component could not be loaded', error);
      },
    );
  }, []);

  /** Ref callback of the mounted Toast: delivers whatever was asked for while it loaded. */
  const attach = useCallback((toast: Toast | null) => {
    instance.current = toast;
    if (toast && pending.current.length > 0) toast.show(pending.current.splice(0));
  }, []);

  const show = useCallback(
    (message: ToastMessage) => {
      if (instance.current) return instance.current.show(message);
      pending.current.push(message);
      load();
    },
    [load],
  );

  const clear = useCallback(() => {
    pending.current = [];
    instance.current?.clear();
  }, []);

  return { Component, attach, show, clear };
}
