import { createAction } from '@reduxjs/toolkit';

/**
 * A recipe was disliked (the server said so). The profile feature dispatches it; lists that hide disliked
 * recipes (spec §2) listen for it, without importing the profile feature.
 */
export const recipeDisliked = createAction<{ id: number }>('preferences/recipeDisliked');
