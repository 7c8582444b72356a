ALTER TABLE "line_items" ALTER COLUMN "qty" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "qty_max" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "text" text;--> statement-breakpoint
-- Existing lines are written out from their parts: '1.5 cups flour'; a 'to taste' line reads 'salt, to taste'
-- and loses its made-up amount.
UPDATE "line_items" AS li SET "text" = CASE
    WHEN lower(li."measurement") = 'to taste' THEN i."name" || ', to taste'
    ELSE concat_ws(' ', trim_scale(li."qty")::text, nullif(nullif(li."measurement", ''), 'whole'), i."name")
  END
  FROM "ingredients" AS i WHERE i."id" = li."ingredient_id";--> statement-breakpoint
UPDATE "line_items" SET "qty" = NULL WHERE lower("measurement") = 'to taste';--> statement-breakpoint
ALTER TABLE "line_items" ALTER COLUMN "text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "prep_time" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "total_time" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "instructions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "ck_line_items_qty_max" CHECK ("line_items"."qty_max" > 0);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "ck_recipes_prep_time" CHECK ("recipes"."prep_time" > 0);--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "ck_recipes_total_time" CHECK ("recipes"."total_time" > 0);
