-- hand-written (issue 12): a search of a common word reads its page by walking these two indexes
-- instead of sorting every match (list-repository.ts, walkSearchPage).
-- Names that start with the search: a range of the lower-cased name in byte order.
CREATE INDEX IF NOT EXISTS "idx_recipes_name_prefix" ON "recipes" ((lower("name") COLLATE "C"));
--> statement-breakpoint
-- Active recipes in the search's order after the start: shorter names first, then id.
CREATE INDEX IF NOT EXISTS "idx_recipes_active_name_length" ON "recipes" ("is_active", length("name"), "id");
