CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "pk_rate_limit_hits" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "idx_rate_limit_hits_window_start" ON "rate_limit_hits" USING btree ("window_start");