/** The profile feature's public entry: likes and dislikes, which the recipe pages and the user area use. */
export { useGetDislikedIdsQuery, useGetDislikesQuery, useGetLikesQuery } from './profile-api.ts';
export { usePreferenceToggle } from './use-preference-toggle.ts';
