CREATE TABLE "employee_quarterly_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"reviewer_employee_id" uuid,
	"quarter" text NOT NULL,
	"position_titles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"value_ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsibility_ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gets_it" boolean,
	"wants_it" boolean,
	"capacity" boolean,
	"comments" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"shared_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_hire_onboarding_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text NOT NULL,
	"due_day" integer NOT NULL,
	"due_date" date NOT NULL,
	"source" text NOT NULL,
	"sop_id" uuid,
	"signed_off_at" timestamp with time zone,
	"signed_off_by_user_id" uuid,
	"signed_off_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_hire_onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"position_id" uuid,
	"position_title" text NOT NULL,
	"start_date" date NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_on_one_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"manager_employee_id" uuid,
	"held_on" date NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"commitments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_onboarding_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_quarterly_reviews" ADD CONSTRAINT "employee_quarterly_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_quarterly_reviews" ADD CONSTRAINT "employee_quarterly_reviews_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_quarterly_reviews" ADD CONSTRAINT "employee_quarterly_reviews_reviewer_employee_id_employees_id_fk" FOREIGN KEY ("reviewer_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_quarterly_reviews" ADD CONSTRAINT "employee_quarterly_reviews_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboarding_items" ADD CONSTRAINT "new_hire_onboarding_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboarding_items" ADD CONSTRAINT "new_hire_onboarding_items_onboarding_id_new_hire_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."new_hire_onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboarding_items" ADD CONSTRAINT "new_hire_onboarding_items_signed_off_by_user_id_users_id_fk" FOREIGN KEY ("signed_off_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboardings" ADD CONSTRAINT "new_hire_onboardings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboardings" ADD CONSTRAINT "new_hire_onboardings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboardings" ADD CONSTRAINT "new_hire_onboardings_position_id_org_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."org_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_hire_onboardings" ADD CONSTRAINT "new_hire_onboardings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_manager_employee_id_employees_id_fk" FOREIGN KEY ("manager_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_onboarding_checklists" ADD CONSTRAINT "position_onboarding_checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_onboarding_checklists" ADD CONSTRAINT "position_onboarding_checklists_position_id_org_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."org_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_onboarding_checklists" ADD CONSTRAINT "position_onboarding_checklists_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_quarterly_reviews_company_employee_quarter_key" ON "employee_quarterly_reviews" USING btree ("company_id","employee_id","quarter");--> statement-breakpoint
CREATE INDEX "employee_quarterly_reviews_company_quarter_idx" ON "employee_quarterly_reviews" USING btree ("company_id","quarter");--> statement-breakpoint
CREATE INDEX "new_hire_onboarding_items_company_onboarding_idx" ON "new_hire_onboarding_items" USING btree ("company_id","onboarding_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "new_hire_onboardings_company_employee_key" ON "new_hire_onboardings" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_company_employee_idx" ON "one_on_one_meetings" USING btree ("company_id","employee_id","held_on");--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_company_held_on_idx" ON "one_on_one_meetings" USING btree ("company_id","held_on");--> statement-breakpoint
CREATE UNIQUE INDEX "position_onboarding_checklists_company_position_key" ON "position_onboarding_checklists" USING btree ("company_id","position_id");