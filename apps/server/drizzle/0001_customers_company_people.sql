CREATE TABLE "company_information" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"company_details" jsonb NOT NULL,
	"contact_details" jsonb NOT NULL,
	"logo_alt_texts" jsonb NOT NULL,
	"company_purpose" jsonb NOT NULL,
	"company_values" jsonb NOT NULL,
	"company_mission" jsonb NOT NULL,
	"company_vision" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_logos" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"specialization" text DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_type" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_type" text NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "client_list_versions" (
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "client_list_versions_company_id_list_pk" PRIMARY KEY("company_id","list")
);
--> statement-breakpoint
CREATE TABLE "customer_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"lot_size_sq_ft" integer,
	"turf_area_sq_ft" integer,
	"notes" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"alternate_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"work_phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"lead_source_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tax_category_id" uuid,
	"custom_field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"list_json" text DEFAULT '{}' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"converted_from_lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "job_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"property_id" uuid,
	"requested_service" text NOT NULL,
	"preferred_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"employee_id" text NOT NULL,
	"department" text NOT NULL,
	"position" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"employment_type" text DEFAULT 'full_time' NOT NULL,
	"manager_id" uuid,
	"hire_date" date,
	"pay_type" text DEFAULT 'hourly' NOT NULL,
	"pay_rate" numeric(14, 4) DEFAULT '0' NOT NULL,
	"labor_burden_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contact" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name) || chr(31) || lower(coalesce(email, '')) || chr(31) || lower(employee_id)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_divisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"income_account" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"alternate_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"work_phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"property" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text DEFAULT '' NOT NULL,
	"lead_source_id" uuid,
	"estimated_value" numeric(12, 2),
	"follow_up_date" date,
	"assigned_to" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"custom_field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"list_json" text DEFAULT '{}' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"converted_customer_id" uuid,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "company_onboarding" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"progress" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_position_holders" (
	"company_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "org_position_holders_company_id_position_id_employee_id_pk" PRIMARY KEY("company_id","position_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "org_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"department" text,
	"reports_to_id" uuid,
	"purpose" text,
	"key_responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kpis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"x" double precision DEFAULT 0 NOT NULL,
	"y" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_template_seedings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"library_key" text,
	"title" text NOT NULL,
	"department" text,
	"purpose" text,
	"key_responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kpis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_tax_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"is_exempt" boolean DEFAULT false NOT NULL,
	"jurisdiction_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default_for_products" boolean DEFAULT false NOT NULL,
	"is_default_for_services" boolean DEFAULT false NOT NULL,
	"is_default_for_clients" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tax_categories_rate_range" CHECK ("sales_tax_categories"."rate" >= 0 and "sales_tax_categories"."rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "sales_tax_jurisdictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"parent_jurisdiction_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_information" ADD CONSTRAINT "company_information_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_list_versions" ADD CONSTRAINT "client_list_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_property_id_customer_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."customer_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_divisions" ADD CONSTRAINT "income_divisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_customer_id_customers_id_fk" FOREIGN KEY ("converted_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_onboarding" ADD CONSTRAINT "company_onboarding_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_position_holders" ADD CONSTRAINT "org_position_holders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_position_holders" ADD CONSTRAINT "org_position_holders_position_id_org_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."org_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_position_holders" ADD CONSTRAINT "org_position_holders_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_positions" ADD CONSTRAINT "org_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_positions" ADD CONSTRAINT "org_positions_reports_to_id_org_positions_id_fk" FOREIGN KEY ("reports_to_id") REFERENCES "public"."org_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_template_seedings" ADD CONSTRAINT "position_template_seedings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_templates" ADD CONSTRAINT "position_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_categories" ADD CONSTRAINT "sales_tax_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_categories" ADD CONSTRAINT "sales_tax_categories_jurisdiction_id_sales_tax_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."sales_tax_jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_jurisdictions" ADD CONSTRAINT "sales_tax_jurisdictions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_jurisdictions" ADD CONSTRAINT "sales_tax_jurisdictions_parent_jurisdiction_id_sales_tax_jurisdictions_id_fk" FOREIGN KEY ("parent_jurisdiction_id") REFERENCES "public"."sales_tax_jurisdictions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_logos_company_kind_key" ON "company_logos" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "company_logos_company_created_idx" ON "company_logos" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_company_crew_employee_key" ON "crew_members" USING btree ("company_id","crew_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_company_crew_leader_key" ON "crew_members" USING btree ("company_id","crew_id") WHERE "crew_members"."role" = 'leader';--> statement-breakpoint
CREATE INDEX "crew_members_company_employee_idx" ON "crew_members" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_company_name_key" ON "crews" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_fields_company_client_type_idx" ON "custom_fields" USING btree ("company_id","client_type","position");--> statement-breakpoint
CREATE INDEX "client_activities_company_client_idx" ON "client_activities" USING btree ("company_id","client_type","client_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_properties_company_customer_idx" ON "customer_properties" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_properties_company_customer_primary_key" ON "customer_properties" USING btree ("company_id","customer_id") WHERE "customer_properties"."is_primary";--> statement-breakpoint
CREATE INDEX "customers_company_display_name_idx" ON "customers" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "customers_company_updated_idx" ON "customers" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "customers_company_lead_source_idx" ON "customers" USING btree ("company_id","lead_source_id");--> statement-breakpoint
CREATE INDEX "job_requests_company_customer_idx" ON "job_requests" USING btree ("company_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_employee_id_key" ON "employees" USING btree ("company_id",lower("employee_id"));--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "employees_company_department_idx" ON "employees" USING btree ("company_id","department");--> statement-breakpoint
CREATE INDEX "employees_company_manager_idx" ON "employees" USING btree ("company_id","manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_divisions_company_name_key" ON "income_divisions" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "income_divisions_company_created_idx" ON "income_divisions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sources_company_name_key" ON "lead_sources" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "leads_company_display_name_idx" ON "leads" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "leads_company_updated_idx" ON "leads" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "leads_company_lead_source_idx" ON "leads" USING btree ("company_id","lead_source_id");--> statement-breakpoint
CREATE INDEX "org_position_holders_company_employee_idx" ON "org_position_holders" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "org_positions_company_reports_to_idx" ON "org_positions" USING btree ("company_id","reports_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_templates_company_library_key" ON "position_templates" USING btree ("company_id","library_key");--> statement-breakpoint
CREATE INDEX "position_templates_company_title_idx" ON "position_templates" USING btree ("company_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tax_categories_company_name_key" ON "sales_tax_categories" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "sales_tax_categories_company_jurisdiction_idx" ON "sales_tax_categories" USING btree ("company_id","jurisdiction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tax_categories_company_default_products_key" ON "sales_tax_categories" USING btree ("company_id") WHERE "sales_tax_categories"."is_default_for_products";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tax_categories_company_default_services_key" ON "sales_tax_categories" USING btree ("company_id") WHERE "sales_tax_categories"."is_default_for_services";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tax_categories_company_default_clients_key" ON "sales_tax_categories" USING btree ("company_id") WHERE "sales_tax_categories"."is_default_for_clients";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_tax_jurisdictions_company_code_key" ON "sales_tax_jurisdictions" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "sales_tax_jurisdictions_company_parent_idx" ON "sales_tax_jurisdictions" USING btree ("company_id","parent_jurisdiction_id");--> statement-breakpoint
-- Companies created before this release had these entries seeded 'Coming Soon'; their screens exist now.
-- (New companies get them enabled from defaultCompanyPermissions().)
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('customers', 'leads', 'custom_fields_detail', 'custom_fields', 'lead_sources', 'company_information', 'sales_tax', 'income_divisions', 'employees', 'crews', 'business_development');
