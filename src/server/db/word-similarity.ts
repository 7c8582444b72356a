/**
 * pg_trgm's word-similarity threshold for `<%` in recipe search (recipe-search-repository.ts), set on
 * every connection. pg_trgm's default, 0.6, misses 'chiken' for 'chicken' (0.5); 0.5 still needs half of a
 * word's trigrams.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
