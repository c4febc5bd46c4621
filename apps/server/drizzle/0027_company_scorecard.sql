CREATE TABLE "scorecard_measurables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"owner_employee_id" uuid,
	"source" text DEFAULT 'manual' NOT NULL,
	"kind" text NOT NULL,
	"rule" text NOT NULL,
	"goal" numeric(15, 2) NOT NULL,
	"goal_max" numeric(15, 2),
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_values" (
	"measurable_id" uuid NOT NULL,
	"week" date NOT NULL,
	"value" numeric(15, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_values_measurable_id_week_pk" PRIMARY KEY("measurable_id","week")
);
--> statement-breakpoint
ALTER TABLE "scorecard_measurables" ADD CONSTRAINT "scorecard_measurables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_measurables" ADD CONSTRAINT "scorecard_measurables_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_values" ADD CONSTRAINT "scorecard_values_measurable_id_scorecard_measurables_id_fk" FOREIGN KEY ("measurable_id") REFERENCES "public"."scorecard_measurables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_measurables_company_idx" ON "scorecard_measurables" USING btree ("company_id","position");--> statement-breakpoint
-- The company scorecard is built (issue 18): existing companies get its entry enabled; new ones through the catalogue.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" = 'company_scorecard';
