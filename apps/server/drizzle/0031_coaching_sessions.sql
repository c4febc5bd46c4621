CREATE TABLE "coaching_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"coach_name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"commitments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_sessions_company_held_on_idx" ON "coaching_sessions" USING btree ("company_id","held_on");--> statement-breakpoint
-- hand-written:
-- Coaching is built (issue 19): /business-accelerator (the programme), /coaching (sessions) and /growth-planner (the
-- coaching section's entry for the profit accelerator's screen). Existing companies get them enabled; new ones through
-- the catalogue's builtEntries.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('business_accelerator', 'coaching', 'growth_planner');
