CREATE INDEX "idx_recipes_name_fts" ON "recipes" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
-- hand-written (issue 9)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idx_recipes_name_trgm" ON "recipes" USING gin ("name" gin_trgm_ops);
