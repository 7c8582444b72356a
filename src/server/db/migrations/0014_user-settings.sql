-- A user's language and unit system (docs/api/languages.md); null is automatic. Languages are checked by the
-- API against the catalogs (src/locales), which change without a migration; units have two values.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "units" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "ck_users_units" CHECK ("users"."units" in ('metric', 'us'));