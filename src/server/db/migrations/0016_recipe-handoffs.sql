CREATE TABLE "recipe_handoffs" (
	"id" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idx_recipe_handoffs_expires_at" ON "recipe_handoffs" USING btree ("expires_at");