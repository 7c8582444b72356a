CREATE TABLE "household_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"store_place_id" text,
	"store_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_settings" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"ticked_to_pantry" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "uq_shopping_lists_open_user";--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "pantry" jsonb;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "covered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "pantry_added" jsonb;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD COLUMN "moved_amounts" jsonb;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "household_list_id" integer;--> statement-breakpoint
INSERT INTO "household_lists" ("owner_id", "name", "is_default") SELECT DISTINCT "user_id", 'Main Shopping List', true FROM "shopping_lists";--> statement-breakpoint
UPDATE "shopping_lists" SET "household_list_id" = hl."id" FROM "household_lists" hl WHERE hl."owner_id" = "shopping_lists"."user_id" AND hl."is_default";--> statement-breakpoint
ALTER TABLE "shopping_lists" ALTER COLUMN "household_list_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "household_lists" ADD CONSTRAINT "household_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_settings" ADD CONSTRAINT "household_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_household_lists_name" ON "household_lists" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "uq_household_lists_default" ON "household_lists" USING btree ("owner_id") WHERE "household_lists"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "uq_household_lists_store" ON "household_lists" USING btree ("owner_id","store_place_id");--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_household_list_id_household_lists_id_fk" FOREIGN KEY ("household_list_id") REFERENCES "public"."household_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_shopping_lists_open_list" ON "shopping_lists" USING btree ("household_list_id") WHERE "shopping_lists"."is_completed" = false;