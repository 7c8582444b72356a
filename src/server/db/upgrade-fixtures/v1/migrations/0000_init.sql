CREATE TABLE "appliances" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuisines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dislikes" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dislikes_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"measurement" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ck_line_items_qty" CHECK ("line_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_appliances" (
	"recipe_id" integer NOT NULL,
	"appliance_id" integer NOT NULL,
	CONSTRAINT "recipe_appliances_recipe_id_appliance_id_pk" PRIMARY KEY("recipe_id","appliance_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_cuisines" (
	"recipe_id" integer NOT NULL,
	"cuisine_id" integer NOT NULL,
	CONSTRAINT "recipe_cuisines_recipe_id_cuisine_id_pk" PRIMARY KEY("recipe_id","cuisine_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_restrictions" (
	"recipe_id" integer NOT NULL,
	"restriction_id" integer NOT NULL,
	CONSTRAINT "recipe_restrictions_recipe_id_restriction_id_pk" PRIMARY KEY("recipe_id","restriction_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"img" text NOT NULL,
	"servings" integer NOT NULL,
	"cook_time" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_recipes_servings" CHECK ("recipes"."servings" > 0),
	CONSTRAINT "ck_recipes_cook_time" CHECK ("recipes"."cook_time" > 0)
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_recipes" (
	"list_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uq_shopping_list_recipes" PRIMARY KEY("list_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"url" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"admin_response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_suggestions_status" CHECK ("suggestions"."status" in ('Pending', 'Approved', 'Denied'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_num" text NOT NULL,
	"gender" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_users_gender" CHECK ("users"."gender" in ('male', 'female', 'other'))
);
--> statement-breakpoint
ALTER TABLE "dislikes" ADD CONSTRAINT "dislikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dislikes" ADD CONSTRAINT "dislikes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_appliances" ADD CONSTRAINT "recipe_appliances_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_appliances" ADD CONSTRAINT "recipe_appliances_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_cuisines" ADD CONSTRAINT "recipe_cuisines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_cuisines" ADD CONSTRAINT "recipe_cuisines_cuisine_id_cuisines_id_fk" FOREIGN KEY ("cuisine_id") REFERENCES "public"."cuisines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_restrictions" ADD CONSTRAINT "recipe_restrictions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_restrictions" ADD CONSTRAINT "recipe_restrictions_restriction_id_restrictions_id_fk" FOREIGN KEY ("restriction_id") REFERENCES "public"."restrictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_recipes" ADD CONSTRAINT "shopping_list_recipes_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_recipes" ADD CONSTRAINT "shopping_list_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_appliances_name" ON "appliances" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_cuisines_name" ON "cuisines" USING btree ("name");--> statement-breakpoint
CREATE INDEX "idx_dislikes_recipe_id" ON "dislikes" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_ingredients_name" ON "ingredients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "idx_likes_recipe_id" ON "likes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "idx_line_items_recipe_id" ON "line_items" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "idx_recipe_appliances_appliance_id" ON "recipe_appliances" USING btree ("appliance_id","recipe_id");--> statement-breakpoint
CREATE INDEX "idx_recipe_cuisines_cuisine_id" ON "recipe_cuisines" USING btree ("cuisine_id","recipe_id");--> statement-breakpoint
CREATE INDEX "idx_recipe_restrictions_restriction_id" ON "recipe_restrictions" USING btree ("restriction_id","recipe_id");--> statement-breakpoint
CREATE INDEX "idx_recipes_active_id" ON "recipes" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "idx_recipes_active_servings" ON "recipes" USING btree ("is_active","servings","id");--> statement-breakpoint
CREATE INDEX "idx_recipes_cook_time" ON "recipes" USING btree ("cook_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_restrictions_name" ON "restrictions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "idx_sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_shopping_list_recipes_recipe_id" ON "shopping_list_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_shopping_lists_open_user" ON "shopping_lists" USING btree ("user_id") WHERE "shopping_lists"."is_completed" = false;--> statement-breakpoint
CREATE INDEX "idx_shopping_lists_user_completed" ON "shopping_lists" USING btree ("user_id","is_completed","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_suggestions_user_url" ON "suggestions" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "idx_suggestions_status_created" ON "suggestions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "idx_suggestions_created" ON "suggestions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_users_username" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "uq_users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "idx_users_last_name" ON "users" USING btree ("last_name","id");