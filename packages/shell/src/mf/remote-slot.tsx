import { RemoteErrorBoundary } from './remote-error-boundary';
import { REMOTE_AREAS, type RemoteName } from './remote-names';
import { SlotFallback, SlotLoader } from './slot-views';
import { useRemoteModule } from './use-remote-module';

type Props = {
  remote: RemoteName;
  module: string;
  /** Header widgets stay silent when their remote is down instead of showing a big panel. */
  compact?: boolean;
  props?: Record<string, unknown>;
};

/**
 * The one way the shell mounts a remote: loading state, a retry that refetches the remote, and a
 * fallback panel, so a remote that is down or broken never takes the rest of the app with it.
 */
export const RemoteSlot = ({ remote, module, compact = false, props = {} }: Props) => {
  const { state, retry, attempt } = useRemoteModule(remote, module);
  const area = REMOTE_AREAS[remote];
  const fallback = (error: unknown) =>
    compact ? null : (
      <SlotFallback
        area={area}
        error={error instanceof Error ? error : undefined}
        onRetry={retry}
      />
    );

  if (state.status === 'loading') return compact ? null : <SlotLoader label={`Loading ${area}…`} />;
  if (state.status === 'failed') return fallback(state.error);
  const { Component } = state;
  return (
    <RemoteErrorBoundary resetKey={`${module}:${attempt}`} fallback={fallback}>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
};
