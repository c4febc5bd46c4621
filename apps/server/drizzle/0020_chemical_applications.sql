ALTER TABLE "products" ADD COLUMN "active_ingredient" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "label_max_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "label_rate_unit" text DEFAULT 'lb' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reentry_interval_hours" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "signal_word" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "applicator_license_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "applicator_license_expires_on" date;--> statement-breakpoint
CREATE TABLE "chemical_application_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_wind_mph" numeric(4, 1) DEFAULT '10' NOT NULL,
	"copy_on_invoice" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chemical_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_order_id" uuid,
	"work_order_number" integer,
	"customer_id" uuid NOT NULL,
	"property_id" uuid,
	"product_id" uuid NOT NULL,
	"applicator_employee_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"property_address" text DEFAULT '' NOT NULL,
	"property_state" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"product_category" text NOT NULL,
	"epa_registration_number" text,
	"active_ingredient" text,
	"label_max_rate" numeric(14, 4),
	"label_rate_unit" text DEFAULT 'lb' NOT NULL,
	"reentry_interval_hours" integer,
	"signal_word" text,
	"applicator_name" text NOT NULL,
	"applicator_license_number" text,
	"applicator_license_expires_on" date,
	"company_name" text DEFAULT '' NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"site_description" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone NOT NULL,
	"applied_on" date NOT NULL,
	"rate" numeric(14, 4),
	"area_treated" integer,
	"total_applied" numeric(20, 4),
	"temperature_f" numeric(4, 1),
	"wind_speed_mph" numeric(4, 1),
	"wind_direction" text,
	"notes" text DEFAULT '' NOT NULL,
	"override_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text,
	"missing_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"complete" boolean GENERATED ALWAYS AS (cardinality(missing_fields) = 0) STORED NOT NULL,
	"deadline" date,
	"customer_copy_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(customer_name || chr(31) || product_name || chr(31) || coalesce(epa_registration_number, '') || chr(31) || applicator_name || chr(31) || property_address || chr(31) || site_description)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chemical_application_settings" ADD CONSTRAINT "chemical_application_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_applications" ADD CONSTRAINT "chemical_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_applications" ADD CONSTRAINT "chemical_applications_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chemical_applications" ADD CONSTRAINT "chemical_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chemical_applications_company_finished_idx" ON "chemical_applications" USING btree ("company_id","finished_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chemical_applications_company_applied_idx" ON "chemical_applications" USING btree ("company_id","applied_on");--> statement-breakpoint
CREATE INDEX "chemical_applications_company_product_idx" ON "chemical_applications" USING btree ("company_id","product_id","applied_on");--> statement-breakpoint
CREATE INDEX "chemical_applications_company_applicator_idx" ON "chemical_applications" USING btree ("company_id","applicator_employee_id","applied_on");--> statement-breakpoint
CREATE INDEX "chemical_applications_company_property_idx" ON "chemical_applications" USING btree ("company_id","property_id","applied_on");--> statement-breakpoint
CREATE INDEX "chemical_applications_company_customer_idx" ON "chemical_applications" USING btree ("company_id","customer_id","applied_on");--> statement-breakpoint
CREATE INDEX "chemical_applications_company_work_order_idx" ON "chemical_applications" USING btree ("company_id","work_order_id");--> statement-breakpoint
CREATE INDEX "chemical_applications_company_open_deadline_idx" ON "chemical_applications" USING btree ("company_id","deadline") WHERE not "chemical_applications"."complete";--> statement-breakpoint
CREATE INDEX "chemical_applications_search_text_trgm_idx" ON "chemical_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('chemical_tracking');
