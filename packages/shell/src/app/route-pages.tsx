import { RemoteSlot } from '../mf/remote-slot';
import type { RemoteName } from '../mf/remote-names';

/** A route element that mounts one exposed page of a remote through the slot. */
export const page = (remote: RemoteName, module: string) => (
  <RemoteSlot key={`${remote}/${module}`} remote={remote} module={module} />
);
