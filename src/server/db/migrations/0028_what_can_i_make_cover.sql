CREATE TABLE "pantry_covers" (
	"owner_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pantry_food_totals" (
	"owner_id" integer NOT NULL,
	"food_key" text NOT NULL,
	"family" text NOT NULL,
	"base" numeric(15, 3) NOT NULL,
	CONSTRAINT "pantry_food_totals_owner_id_food_key_family_pk" PRIMARY KEY("owner_id","food_key","family")
);
--> statement-breakpoint
CREATE TABLE "pantry_recipe_cover" (
	"owner_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"missing" integer NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "pantry_recipe_cover_owner_id_recipe_id_pk" PRIMARY KEY("owner_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "pantry_covers" ADD CONSTRAINT "pantry_covers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_food_totals" ADD CONSTRAINT "pantry_food_totals_owner_id_pantry_covers_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."pantry_covers"("owner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_recipe_cover" ADD CONSTRAINT "pantry_recipe_cover_owner_id_pantry_covers_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."pantry_covers"("owner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_recipe_cover" ADD CONSTRAINT "pantry_recipe_cover_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_pantry_food_totals_food" ON "pantry_food_totals" USING btree ("food_key","family");--> statement-breakpoint
CREATE INDEX "idx_pantry_recipe_cover_missing" ON "pantry_recipe_cover" USING btree ("owner_id","active","missing","recipe_id");--> statement-breakpoint
CREATE INDEX "idx_pantry_recipe_cover_recipe_id" ON "pantry_recipe_cover" USING btree ("recipe_id");