import { createAction } from '@reduxjs/toolkit';

// Actions every slice may answer, kept free of imports so any slice can listen without a cycle.

/** The API answered 403: the session is over. */
export const sessionGone = createAction('user/sessionGone');
/** The visitor signed out. */
export const loggedOut = createAction('user/loggedOut');
/** Cached data is dropped (the user asked to clear it); the service list resets like a logout. */
export const cacheCleared = createAction('app/cacheCleared');
