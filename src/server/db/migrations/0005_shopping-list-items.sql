CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"food_key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"amounts" jsonb NOT NULL,
	"sources" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_list_recipes" ADD COLUMN "servings" integer;--> statement-breakpoint
ALTER TABLE "shopping_list_recipes" ADD COLUMN "recipe_servings" integer;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_idempotency_keys_created_at" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_shopping_list_items_food" ON "shopping_list_items" USING btree ("list_id","food_key");--> statement-breakpoint
ALTER TABLE "shopping_list_recipes" ADD CONSTRAINT "ck_shopping_list_recipes_servings" CHECK ("shopping_list_recipes"."servings" > 0 and "shopping_list_recipes"."recipe_servings" > 0);
