CREATE TYPE "public"."meal" AS ENUM('breakfast', 'lunch', 'dinner', 'snack');--> statement-breakpoint
CREATE TABLE "plan_calendars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uq_plan_calendars_token" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"date" date NOT NULL,
	"meal" "meal" NOT NULL,
	"recipe_id" integer,
	"note" text,
	"servings" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ck_plan_entries_recipe_or_note" CHECK (("plan_entries"."recipe_id" is not null and "plan_entries"."note" is null and "plan_entries"."servings" between 1 and 100) or ("plan_entries"."recipe_id" is null and "plan_entries"."note" is not null and "plan_entries"."servings" is null))
);
--> statement-breakpoint
ALTER TABLE "plan_calendars" ADD CONSTRAINT "plan_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_entries" ADD CONSTRAINT "plan_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_entries" ADD CONSTRAINT "plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_plan_entries_owner_date" ON "plan_entries" USING btree ("owner_id","date","meal","id");--> statement-breakpoint
CREATE INDEX "idx_plan_entries_recipe_id" ON "plan_entries" USING btree ("recipe_id");