/**
 * The store reports an expired session outside React; the component that owns the toasts and
 * the router subscribes here to show the spec's info toast and redirect.
 */
type Listener = (reason: string) => void;
const listeners = new Set<Listener>();

export const sessionExpiryChannel = {
  publish(reason: string) {
    for (const listener of listeners) listener(reason);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
