import { registerRemotes } from '@module-federation/enhanced/runtime';

import { REMOTE_NAMES, type RemoteName } from './remote-names';

export type RemotesConfig = Record<RemoteName, string>;

let current: RemotesConfig | null = null;

const parse = (value: unknown): RemotesConfig => {
  const entries = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const entry = entries[name];
      return [name, typeof entry === 'string' ? entry : `/remotes/${name}/mf-manifest.json`];
    }),
  ) as RemotesConfig;
};

/**
 * Reads where each remote lives from /remotes.json at run time, so a remote can be redeployed
 * (or moved to a CDN) without rebuilding the shell. A missing file falls back to the defaults.
 */
export const loadRemotesConfig = async (): Promise<RemotesConfig> => {
  let raw: unknown = {};
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) raw = await response.json();
  } catch (error) {
    console.error('[remotes] /remotes.json unreadable, using defaults', error);
  }
  current = parse(raw);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: current![name] })));
  return current;
};

/** Forgets a remote's cached entry so the next load fetches it again (the Retry button). */
export const resetRemote = (name: RemoteName) => {
  if (!current) return;
  registerRemotes([{ name, entry: current[name] }], { force: true });
};
