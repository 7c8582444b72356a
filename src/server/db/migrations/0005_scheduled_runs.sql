CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "scheduled_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
CREATE INDEX "idx_scheduled_runs_job_started" ON "scheduled_runs" USING btree ("job","started_at");