/** The profile feature's public entry: likes and dislikes, which the recipe pages and the user area use. */
export {
  fetchDislikes,
  fetchLikes,
  selectDislikedIds,
  selectIsDisliked,
  selectIsLiked,
  toggleDislike,
  toggleLike,
} from './profile-slice.ts';
