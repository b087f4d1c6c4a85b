import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { api } from '../api';
import { sessionEnded, sessionExpired } from '../session/session-events';
import { sessionSlice } from './session-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = {
  /** Called once per expired session, after storage was cleared (the shell toasts and redirects). */
  onSessionExpired?: (reason: string) => void;
};

/** The store factory: the shell creates one for the app, each test creates a fresh one. */
export const createStore = ({ onSessionExpired }: StoreOptions = {}) => {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: sessionExpired,
    effect: (action, { dispatch }) => {
      // Cached data belongs to the old session: never show it to whoever signs in next.
      dispatch(api.util.resetApiState());
      onSessionExpired?.(action.payload.reason);
    },
  });
  listener.startListening({
    actionCreator: sessionEnded,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
