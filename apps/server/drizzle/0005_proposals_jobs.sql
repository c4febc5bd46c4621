CREATE TABLE "job_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"instance_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"property_id" uuid,
	"source_estimate_id" uuid,
	"job_type" text DEFAULT 'one-time' NOT NULL,
	"service_name" text NOT NULL,
	"estimate_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"financial_breakdown" jsonb,
	"rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estimated_duration" numeric(10, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"create_work_order" boolean DEFAULT false NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"flexible" boolean DEFAULT true NOT NULL,
	"instance_date" date NOT NULL,
	"frequency" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_property_id_customer_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."customer_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_estimate_id_estimates_id_fk" FOREIGN KEY ("source_estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_activities" ADD CONSTRAINT "estimate_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_activities" ADD CONSTRAINT "estimate_activities_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_activities" ADD CONSTRAINT "estimate_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_visits_company_job_idx" ON "job_visits" USING btree ("company_id","job_id","instance_date");--> statement-breakpoint
CREATE INDEX "job_visits_company_date_idx" ON "job_visits" USING btree ("company_id","instance_date");--> statement-breakpoint
CREATE INDEX "jobs_company_customer_idx" ON "jobs" USING btree ("company_id","customer_id","instance_date");--> statement-breakpoint
CREATE INDEX "jobs_company_instance_date_idx" ON "jobs" USING btree ("company_id","instance_date");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_source_estimate_key" ON "jobs" USING btree ("company_id","source_estimate_id") WHERE "jobs"."source_estimate_id" is not null;--> statement-breakpoint
CREATE INDEX "estimate_activities_company_estimate_at_idx" ON "estimate_activities" USING btree ("company_id","estimate_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_links_token_hash_key" ON "proposal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "proposal_links_company_estimate_idx" ON "proposal_links" USING btree ("company_id","estimate_id");--> statement-breakpoint
-- Job requests (the customers release) are replaced by jobs: each becomes a one-time job of one visit on its
-- preferred date (or the day it was asked for), with no price yet, before the table goes.
INSERT INTO "jobs" ("id", "company_id", "customer_id", "property_id", "service_name", "instance_date", "notes", "created_by", "created_at", "updated_at")
SELECT "id", "company_id", "customer_id", "property_id", "requested_service", coalesce("preferred_date", ("created_at" AT TIME ZONE 'UTC')::date), "notes", "created_by", "created_at", "created_at"
FROM "job_requests";--> statement-breakpoint
INSERT INTO "job_visits" ("company_id", "job_id", "instance_date")
SELECT "jobs"."company_id", "jobs"."id", "jobs"."instance_date" FROM "jobs" JOIN "job_requests" ON "job_requests"."id" = "jobs"."id";--> statement-breakpoint
DROP TABLE "job_requests" CASCADE;--> statement-breakpoint
-- Companies created before this release had these entries seeded 'Coming Soon'; their screens exist now.
-- (New companies get them enabled from defaultCompanyPermissions().)
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('estimates', 'estimate_templates');
