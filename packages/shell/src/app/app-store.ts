import { createStore } from '@castmyscript/api';

import { sessionExpiryChannel } from '../features/session/session-expiry';

/** The app's one store, created with the app frame's chunk: the site's static pages have none. */
export const appStore = createStore({
  onSessionExpired: (reason) => sessionExpiryChannel.publish(reason),
});
