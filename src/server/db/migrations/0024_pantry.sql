CREATE TABLE "pantry_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"food_key" text NOT NULL,
	"qty" numeric(12, 3),
	"unit" text,
	"location_id" integer NOT NULL,
	"best_before" date,
	"staple" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_pantry_items_qty" CHECK ("pantry_items"."qty" is null and "pantry_items"."staple" or "pantry_items"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pantry_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ck_pantry_locations_name" CHECK (char_length("pantry_locations"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_location_id_pantry_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."pantry_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_locations" ADD CONSTRAINT "pantry_locations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_pantry_items_owner_food" ON "pantry_items" USING btree ("owner_id","food_key");--> statement-breakpoint
CREATE INDEX "idx_pantry_items_owner_name" ON "pantry_items" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "idx_pantry_items_location_id" ON "pantry_items" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_pantry_locations_owner_name" ON "pantry_locations" USING btree ("owner_id",lower("name"));