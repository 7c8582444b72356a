CREATE TABLE "recipe_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idx_recipes_name_fts" ON "recipes" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
-- hand-written (issue 9)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idx_recipes_name_trgm" ON "recipes" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idx_recipe_name_words_trgm" ON "recipe_name_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_name_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_name_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.name), '[^[:alnum:]]+') AS w
    WHERE w <> '' AND w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trg_recipe_name_words AFTER INSERT OR UPDATE OF name ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipe_name_words_add();
--> statement-breakpoint
INSERT INTO recipe_name_words (word)
  SELECT DISTINCT w FROM recipes, regexp_split_to_table(lower(recipes.name), '[^[:alnum:]]+') AS w
  WHERE w <> '' AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
