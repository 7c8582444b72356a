CREATE TABLE "cook_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"servings" integer NOT NULL,
	"rating" smallint,
	"note" text DEFAULT '' NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_cook_log_servings" CHECK ("cook_log"."servings" between 1 and 100),
	CONSTRAINT "ck_cook_log_rating" CHECK ("cook_log"."rating" between 1 and 5),
	CONSTRAINT "ck_cook_log_note" CHECK (char_length("cook_log"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "recipe_ratings" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uq_recipe_ratings_user_recipe" PRIMARY KEY("user_id","recipe_id"),
	CONSTRAINT "ck_recipe_ratings_rating" CHECK ("recipe_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "cook_log" ADD CONSTRAINT "cook_log_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_log" ADD CONSTRAINT "cook_log_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_log" ADD CONSTRAINT "cook_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_cook_log_owner_recipe_date" ON "cook_log" USING btree ("owner_id","recipe_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_cook_log_user_date" ON "cook_log" USING btree ("user_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idx_cook_log_recipe_id" ON "cook_log" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "idx_recipe_ratings_recipe_id" ON "recipe_ratings" USING btree ("recipe_id");