CREATE TABLE "budget_projections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"years" integer DEFAULT 3 NOT NULL,
	"assumptions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_projections_years_range" CHECK ("budget_projections"."years" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "budget_projections" ADD CONSTRAINT "budget_projections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_projections_company_key" ON "budget_projections" USING btree ("company_id");