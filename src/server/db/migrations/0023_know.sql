CREATE TABLE "nutrition_overrides" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"per_serving" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"pack_size" numeric(14, 4) NOT NULL,
	"pack_unit" text NOT NULL,
	"store" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_prices_amount" CHECK ("prices"."amount" >= 0 and "prices"."amount" <= 100000),
	CONSTRAINT "ck_prices_pack_size" CHECK ("prices"."pack_size" > 0 and "prices"."pack_size" <= 100000)
);
--> statement-breakpoint
ALTER TABLE "nutrition_overrides" ADD CONSTRAINT "nutrition_overrides_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_prices_owner_food" ON "prices" USING btree ("owner_id","food_id","date","id");