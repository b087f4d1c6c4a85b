import { createAction } from '@reduxjs/toolkit';

/** Dispatched once when a refresh fails; the shell turns it into the spec's toast and redirect. */
export const sessionExpired = createAction<{ reason: string }>('session/expired');
/** Dispatched by sign-in and sign-out so every consumer of the store sees the session change. */
export const sessionStarted = createAction('session/started');
export const sessionEnded = createAction('session/ended');
