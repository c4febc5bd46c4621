CREATE TABLE "health_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_assessments_quarter_format" CHECK ("health_assessments"."quarter" ~ '^[0-9]{4}-Q[1-4]$')
);
--> statement-breakpoint
ALTER TABLE "health_assessments" ADD CONSTRAINT "health_assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_assessments" ADD CONSTRAINT "health_assessments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_assessments_company_quarter_key" ON "health_assessments" USING btree ("company_id","quarter");--> statement-breakpoint
-- The business health scorecard is built (issue 18): /accountability and /business-health-scorecard show it. Existing
-- companies get both entries enabled; new ones through the catalogue's builtEntries.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('accountability', 'business_health_scorecard');
