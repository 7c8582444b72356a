DROP INDEX "idx_recipes_name_fts";--> statement-breakpoint
-- hand-written (issue 19)
-- The text `q` searches: the name and the keywords. array_to_string is only STABLE in general, but on
-- text[] it depends on nothing outside its arguments, so this wrapper may be IMMUTABLE and indexed.
CREATE OR REPLACE FUNCTION recipe_search_text(name text, keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(name, '') || ' ' || coalesce(array_to_string(keywords, ' '), '') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idx_recipes_search_fts" ON "recipes"
  USING gin (to_tsvector('simple', recipe_search_text("name", "keywords")));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_name_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_name_words (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(recipe_search_text(NEW.name, NEW.keywords)), '[^[:alnum:]]+') AS w
    WHERE w <> '' AND w !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS trg_recipe_name_words ON recipes;
--> statement-breakpoint
CREATE TRIGGER trg_recipe_name_words AFTER INSERT OR UPDATE OF name, keywords ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipe_name_words_add();
--> statement-breakpoint
INSERT INTO recipe_name_words (word)
  SELECT DISTINCT w
  FROM recipes, regexp_split_to_table(lower(recipe_search_text(recipes.name, recipes.keywords)), '[^[:alnum:]]+') AS w
  WHERE w <> '' AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
