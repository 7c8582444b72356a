import { createAction } from '@reduxjs/toolkit';

/** Dispatched on logout or an expired session; the root reducer resets every slice. */
export const userLoggedOut = createAction('session/userLoggedOut');
