export { api } from './api';
export {
  baseQueryWithReauth,
  setApiBaseUrl,
  getApiBaseUrl,
  TUNNEL_HEADER,
  MISSING_REFRESH_TOKEN,
  REFRESH_FAILED,
} from './base-query';
export { isPublicPath } from './public-endpoints';
export { tokenStorage, STORAGE_KEYS } from './session/token-storage';
export { sessionExpired, sessionStarted, sessionEnded } from './session/session-events';
export { createStore, type AppStore, type AppDispatch, type RootState } from './store/create-store';
export { useAppDispatch, useAppSelector, useAppStore, useSignedIn } from './store/hooks';
export { StoreProvider } from './store/provider';
export { errorMessage, errorStatus } from './errors';
