CREATE TABLE "recipe_need_counts" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"foods" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_needs" (
	"recipe_id" integer NOT NULL,
	"food_key" text NOT NULL,
	"family" text NOT NULL,
	"base" numeric(15, 3),
	"families" integer NOT NULL,
	CONSTRAINT "recipe_needs_recipe_id_food_key_family_pk" PRIMARY KEY("recipe_id","food_key","family"),
	CONSTRAINT "ck_recipe_needs_base" CHECK (("recipe_needs"."base" is null) = ("recipe_needs"."family" = 'any'))
);
--> statement-breakpoint
ALTER TABLE "recipe_need_counts" ADD CONSTRAINT "recipe_need_counts_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_needs" ADD CONSTRAINT "recipe_needs_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_recipe_need_counts_foods" ON "recipe_need_counts" USING btree ("foods","recipe_id");--> statement-breakpoint
CREATE INDEX "idx_recipe_needs_food" ON "recipe_needs" USING btree ("food_key","family","base");