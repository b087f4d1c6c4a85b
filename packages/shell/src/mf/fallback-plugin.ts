import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module handed back when a remote cannot be loaded. */
export const REMOTE_FAILED = '__castmyscriptRemoteFailed';

export type FailedRemoteModule = { [REMOTE_FAILED]: true; error: unknown };

export const isFailedRemote = (value: unknown): value is FailedRemoteModule =>
  typeof value === 'object' && value !== null && REMOTE_FAILED in value;

/**
 * Second line of defence (after RemoteSlot's own retry): whatever fails inside the federation
 * runtime while loading a remote module resolves to a marker instead of an unhandled rejection,
 * so one broken remote can never take the shell down.
 */
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'castmyscript-remote-fallback',
  errorLoadRemote({ lifecycle, error, id }) {
    // Manifest and entry stages must still fail so the runtime forgets them and a retry refetches.
    if (lifecycle !== 'onLoad') return undefined;
    console.error(`[remotes] ${id} could not be loaded`, error);
    const failed: FailedRemoteModule = { [REMOTE_FAILED]: true, error };
    return failed;
  },
});

export default fallbackPlugin;
