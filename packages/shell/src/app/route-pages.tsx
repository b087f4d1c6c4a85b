import { RemoteSlot } from '../mf/remote-slot';
import type { RemoteName } from '../mf/remote-names';
import { preloadRemoteModule } from '../mf/use-remote-module';

/** A route element that mounts one exposed page of a remote through the slot. */
export const page = (remote: RemoteName, module: string) => (
  <RemoteSlot key={`${remote}/${module}`} remote={remote} module={module} />
);

/**
 * A page of the site outside the app frame. Its loader fetches the remote module before the
 * route renders, so the slot shows it at once: no loader, hence no ui-kit, on these pages.
 * A module that fails here is fetched again by the slot, which then shows its fallback.
 */
export const sitePage = (remote: RemoteName, module: string) => ({
  element: page(remote, module),
  loader: () => preloadRemoteModule(remote, module),
});
