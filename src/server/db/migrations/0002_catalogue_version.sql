CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "ck_catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trg_recipes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_recipe_cuisines_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipe_cuisines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_recipe_restrictions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipe_restrictions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "trg_recipe_appliances_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipe_appliances" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
