import { loadRemote } from '@module-federation/enhanced/runtime';
import { useCallback, useEffect, useState, type ComponentType } from 'react';

import { isFailedRemote } from './fallback-plugin';
import type { RemoteName } from './remote-names';
import { resetRemote } from './remotes-config';

type AnyComponent = ComponentType<Record<string, unknown>>;
type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; Component: AnyComponent }
  | { status: 'failed'; error: unknown };

// Loaded modules are kept so moving between pages of one remote never flashes a loader.
const loaded = new Map<string, AnyComponent>();

const load = async (id: string): Promise<AnyComponent> => {
  const module = await loadRemote<{ default?: AnyComponent }>(id);
  if (isFailedRemote(module)) throw module.error ?? new Error(`${id} failed to load`);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module.default;
};

/**
 * Fetches `remote/module` ahead of rendering (a route loader), so its slot starts ready. Never
 * fails: a module that cannot be loaded now is left to the slot, which retries and falls back.
 */
export const preloadRemoteModule = async (remote: RemoteName, module: string): Promise<null> => {
  const id = `${remote}/${module}`;
  if (!loaded.has(id)) {
    try {
      loaded.set(id, await load(id));
    } catch {
      // The slot reports it.
    }
  }
  return null;
};

/** Loads `remote/module` through the federation runtime, with a retry that refetches. */
export const useRemoteModule = (remote: RemoteName, module: string) => {
  const id = `${remote}/${module}`;
  const cached = loaded.get(id);
  const [state, setState] = useState<RemoteState>(
    cached ? { status: 'ready', Component: cached } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const hit = loaded.get(id);
    if (hit) {
      setState({ status: 'ready', Component: hit });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load(id).then(
      (Component) => {
        loaded.set(id, Component);
        if (live) setState({ status: 'ready', Component });
      },
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    loaded.delete(id);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [id, remote]);

  return { state, retry, attempt };
};
