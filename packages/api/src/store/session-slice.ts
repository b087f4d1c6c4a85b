import { createSlice } from '@reduxjs/toolkit';

import { sessionEnded, sessionExpired, sessionStarted } from '../session/session-events';
import { tokenStorage } from '../session/token-storage';

export type SessionState = { signedIn: boolean };

/** No access token means visitor; the stored token decides the initial state. */
export const initialSessionState = (): SessionState => ({
  signedIn: tokenStorage.getAccessToken() !== null,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state) => {
        state.signedIn = true;
      })
      .addCase(sessionEnded, (state) => {
        state.signedIn = false;
      })
      .addCase(sessionExpired, (state) => {
        state.signedIn = false;
      });
  },
});
