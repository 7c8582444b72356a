CREATE TABLE "migration_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"migration_id" integer NOT NULL,
	"name" text NOT NULL,
	"entry" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"recipe_id" integer,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "ck_migration_items_outcome" CHECK ("migration_items"."outcome" in ('imported', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text,
	"duplicates" text NOT NULL,
	"activate" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ck_migrations_status" CHECK ("migrations"."status" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "recipe_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "img" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "servings" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "cook_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "keywords" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "yield_text" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredient_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "instruction_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_app" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "migration_items" ADD CONSTRAINT "migration_items_migration_id_migrations_id_fk" FOREIGN KEY ("migration_id") REFERENCES "public"."migrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_items" ADD CONSTRAINT "migration_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_migration_items_migration" ON "migration_items" USING btree ("migration_id","id");--> statement-breakpoint
CREATE INDEX "idx_migrations_started" ON "migrations" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uq_recipe_images_sha256" ON "recipe_images" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "ck_recipes_active_servings" CHECK (not "recipes"."is_active" or "recipes"."servings" is not null);