-- A user's dislikes have a version, as the catalogue has one (0002): the list's page cache keys on both,
-- read with the session (modules/recipes/page-cache.ts).
ALTER TABLE "users" ADD COLUMN "dislikes_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "bump_dislikes_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "users" SET "dislikes_version" = "dislikes_version" + 1;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "dislikes_version" = "dislikes_version" + 1 WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "users" SET "dislikes_version" = "dislikes_version" + 1 WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trg_dislikes_version" AFTER INSERT OR UPDATE OR DELETE ON "dislikes" FOR EACH ROW EXECUTE FUNCTION "bump_dislikes_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_dislikes_version_truncate" AFTER TRUNCATE ON "dislikes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_dislikes_version"();
--> statement-breakpoint
-- A recipe's detail is cached too: every table it reads now bumps the catalogue's version.
CREATE TRIGGER "trg_line_items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "line_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_ingredients_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ingredients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_cuisines_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cuisines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_restrictions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restrictions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_appliances_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appliances" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
