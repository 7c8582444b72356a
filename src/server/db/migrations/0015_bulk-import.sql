CREATE TABLE "bulk_import_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"url_key" text,
	"same_as" integer,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"recipe_id" integer,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "ck_bulk_import_items_outcome" CHECK ("bulk_import_items"."outcome" in ('pending', 'imported', 'duplicate', 'no_recipe', 'unreachable', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "bulk_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicate" integer DEFAULT 0 NOT NULL,
	"no_recipe" integer DEFAULT 0 NOT NULL,
	"unreachable" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ck_bulk_imports_status" CHECK ("bulk_imports"."status" in ('queued', 'running', 'done', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bulk_import_items" ADD CONSTRAINT "bulk_import_items_job_id_bulk_imports_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_import_items" ADD CONSTRAINT "bulk_import_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uq_bulk_import_items_job_position" ON "bulk_import_items" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "idx_bulk_import_items_job_same_as" ON "bulk_import_items" USING btree ("job_id","same_as");--> statement-breakpoint
CREATE INDEX "idx_bulk_import_items_recipe" ON "bulk_import_items" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "idx_bulk_imports_created" ON "bulk_imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "idx_bulk_imports_status" ON "bulk_imports" USING btree ("status");