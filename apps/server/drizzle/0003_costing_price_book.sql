CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"coupon_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"make" text,
	"model" text,
	"serial_number" text,
	"purchase_price" numeric(14, 2) NOT NULL,
	"resale_value" numeric(14, 2),
	"expected_life_years" numeric(7, 2) NOT NULL,
	"annual_billable_hours" numeric(8, 2) NOT NULL,
	"fuel_per_year" numeric(14, 2) DEFAULT '0' NOT NULL,
	"repairs_per_year" numeric(14, 2) DEFAULT '0' NOT NULL,
	"insurance_per_year" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"maintenance_notes" text,
	"last_service_date" date,
	"next_service_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overhead_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"billable_labor_hours" numeric(12, 2) DEFAULT 0 NOT NULL,
	"target_net_profit_percent" numeric(5, 2) DEFAULT 10 NOT NULL,
	"recovery_method" text DEFAULT 'MORS' NOT NULL,
	"other_incomes" numeric(14, 4) DEFAULT 0 NOT NULL,
	"direct_labor" numeric(14, 4) DEFAULT 0 NOT NULL,
	"direct_labor_burden" numeric(14, 4) DEFAULT 0 NOT NULL,
	"materials" numeric(14, 4) DEFAULT 0 NOT NULL,
	"equipments" numeric(14, 4) DEFAULT 0 NOT NULL,
	"subcontractors" numeric(14, 4) DEFAULT 0 NOT NULL,
	"materials_oh_percentage" numeric(5, 2) DEFAULT 10 NOT NULL,
	"equipment_oh_percentage" numeric(5, 2) DEFAULT 25 NOT NULL,
	"subcontractors_oh_percentage" numeric(5, 2) DEFAULT 5 NOT NULL,
	"oe_advertising" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_bank_charges" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_bad_debt" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_depreciation" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_dues_and_subscriptions" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_education" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_employee_benefits" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_insurance" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_interest" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_legal_and_accounting" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_licenses_and_permits" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_office_supplies" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_owner_salary" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_payroll_taxes_office" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_rent" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_repairs_and_maintenance" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_retirement_contributions" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_salaries_office" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_shop_supplies" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_software_and_technology" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_telephone" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_travel_and_meals" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_uniforms_and_p_p_e" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_utilities" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_vehicle_expenses" numeric(14, 4) DEFAULT 0 NOT NULL,
	"oe_miscellaneous" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_vehicle_payments" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_vehicle_insurance" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_vehicle_fuel" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_vehicle_repairs" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_office_rent" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_yard_rent" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_office_utilities" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_telephone" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_internet" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_software" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_computers" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_office_supplies" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_postage" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_owner_compensation" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_office_wages" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_sales_wages" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_supervisor_wages" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_office_payroll_taxes" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_workers_compensation" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_health_insurance" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_retirement" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_general_liability" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_umbrella_insurance" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_accounting" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_legal" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_advertising" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_licenses_and_permits" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_association_dues" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_training" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_uniforms" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_safety_equipment" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_small_tools" numeric(14, 4) DEFAULT 0 NOT NULL,
	"od_bank_fees" numeric(14, 4) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overhead_budgets_target_range" CHECK ("overhead_budgets"."target_net_profit_percent" >= 0 and "overhead_budgets"."target_net_profit_percent" < 100),
	CONSTRAINT "overhead_budgets_recovery_range" CHECK ("overhead_budgets"."materials_oh_percentage" between 0 and 100 and "overhead_budgets"."equipment_oh_percentage" between 0 and 100 and "overhead_budgets"."subcontractors_oh_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "overhead_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"operating_expense_line" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overhead_category_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"annual_amount" numeric(14, 4) DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_seedings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text NOT NULL,
	"unit_cost" numeric(14, 4) NOT NULL,
	"price" numeric(14, 4),
	"taxable" boolean DEFAULT true NOT NULL,
	"supplier" text,
	"epa_registration_number" text,
	"category" text DEFAULT 'other' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"question_text" text NOT NULL,
	"answer_type" text DEFAULT 'text' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_upsales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_service_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"service_class" text DEFAULT '' NOT NULL,
	"income_account" text DEFAULT '' NOT NULL,
	"income_division_id" uuid,
	"selected_custom_field_id" uuid,
	"rate_matrix" jsonb DEFAULT '{"matrixRows":[],"bottomSection":null}'::jsonb NOT NULL,
	"recipe" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcontractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"trade" text DEFAULT 'other' NOT NULL,
	"insurance_expiry_date" date,
	"hourly_rate" numeric(14, 4),
	"flat_rate" numeric(14, 4),
	"flat_rate_description" text,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overhead_budgets" ADD CONSTRAINT "overhead_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overhead_categories" ADD CONSTRAINT "overhead_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overhead_category_items" ADD CONSTRAINT "overhead_category_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overhead_category_items" ADD CONSTRAINT "overhead_category_items_category_id_overhead_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."overhead_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_seedings" ADD CONSTRAINT "product_seedings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charges" ADD CONSTRAINT "service_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_charges" ADD CONSTRAINT "service_charges_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_upsales" ADD CONSTRAINT "service_upsales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_upsales" ADD CONSTRAINT "service_upsales_parent_service_id_services_id_fk" FOREIGN KEY ("parent_service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_upsales" ADD CONSTRAINT "service_upsales_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_income_division_id_income_divisions_id_fk" FOREIGN KEY ("income_division_id") REFERENCES "public"."income_divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_selected_custom_field_id_custom_fields_id_fk" FOREIGN KEY ("selected_custom_field_id") REFERENCES "public"."custom_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD CONSTRAINT "subcontractors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_company_code_key" ON "coupons" USING btree ("company_id",lower("coupon_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_company_name_key" ON "equipment" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "overhead_budgets_company_active_key" ON "overhead_budgets" USING btree ("company_id") WHERE "overhead_budgets"."active";--> statement-breakpoint
CREATE INDEX "overhead_budgets_company_year_idx" ON "overhead_budgets" USING btree ("company_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "overhead_categories_company_name_key" ON "overhead_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "overhead_category_items_company_category_idx" ON "overhead_category_items" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_name_key" ON "products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "service_charges_company_service_idx" ON "service_charges" USING btree ("company_id","service_id","sort_order");--> statement-breakpoint
CREATE INDEX "service_questions_company_service_idx" ON "service_questions" USING btree ("company_id","service_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "service_upsales_company_parent_service_key" ON "service_upsales" USING btree ("company_id","parent_service_id","service_id");--> statement-breakpoint
CREATE INDEX "service_upsales_company_service_idx" ON "service_upsales" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_company_name_key" ON "services" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "services_company_order_idx" ON "services" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE INDEX "services_income_division_idx" ON "services" USING btree ("income_division_id");--> statement-breakpoint
CREATE INDEX "services_custom_field_idx" ON "services" USING btree ("selected_custom_field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcontractors_company_name_key" ON "subcontractors" USING btree ("company_id",lower("company_name"));--> statement-breakpoint
-- Companies created before this release had these entries seeded 'Coming Soon'; their screens exist now.
-- (New companies get them enabled from defaultCompanyPermissions().)
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('budget_pricing', 'services', 'equipment', 'equipment_management', 'products', 'subcontractors');
