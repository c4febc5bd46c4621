CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "jobs_company_source_estimate_key";--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "proposal_detail" text DEFAULT 'detailed' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_visits" ADD COLUMN "price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_item_id" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "default_visits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_hash_key" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_company_user_idx" ON "email_changes" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_source_estimate_item_key" ON "jobs" USING btree ("company_id","source_estimate_id","source_item_id") WHERE "jobs"."source_estimate_id" is not null;--> statement-breakpoint
-- Visits made before visits had their own price cost what their job's rate said.
UPDATE "job_visits" AS "visit" SET "price" = "job"."rate" FROM "jobs" AS "job" WHERE "job"."id" = "visit"."job_id" AND "job"."company_id" = "visit"."company_id" AND "visit"."price" = 0;--> statement-breakpoint
-- The starter and demo services that come back every week get their season's visits.
UPDATE "services" SET "default_visits" = 28 WHERE "name" = 'Weekly Mowing' AND "default_visits" = 1;--> statement-breakpoint
UPDATE "services" SET "default_visits" = 14 WHERE "name" = 'Trimming & Edging' AND "default_visits" = 1;
