import type { FederationSpec } from '../../tools/webpack/create-config';

/** The host: it exposes nothing and loads every remote at run time from /remotes.json. */
const spec: FederationSpec = { name: 'shell' };
export default spec;
