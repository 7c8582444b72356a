CREATE TABLE "food_matches" (
	"name" text PRIMARY KEY NOT NULL,
	"food_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
