CREATE TABLE "work_order_number_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"property_id" uuid,
	"job_id" uuid,
	"job_visit_id" uuid,
	"service_id" uuid,
	"title" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crew_id" uuid,
	"date" date,
	"start_time" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"budgeted_hours" numeric(10, 2) DEFAULT '0' NOT NULL,
	"crew_size" integer DEFAULT 2 NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unscheduled' NOT NULL,
	"reason" text,
	"status_note" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS ('wo-' || number::text || chr(31) || lower(title)) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(street || ' ' || street2 || ' ' || city || ' ' || state || ' ' || zip_code)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "work_order_number_counters" ADD CONSTRAINT "work_order_number_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_property_id_customer_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."customer_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_job_visit_id_job_visits_id_fk" FOREIGN KEY ("job_visit_id") REFERENCES "public"."job_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_company_number_key" ON "work_orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_company_job_visit_key" ON "work_orders" USING btree ("company_id","job_visit_id");--> statement-breakpoint
CREATE INDEX "work_orders_company_date_crew_sequence_idx" ON "work_orders" USING btree ("company_id","date","crew_id","sequence","number");--> statement-breakpoint
CREATE INDEX "work_orders_company_status_date_idx" ON "work_orders" USING btree ("company_id","status","date");--> statement-breakpoint
CREATE INDEX "work_orders_company_customer_idx" ON "work_orders" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "work_orders_company_crew_date_idx" ON "work_orders" USING btree ("company_id","crew_id","date");--> statement-breakpoint
CREATE INDEX "work_orders_company_job_idx" ON "work_orders" USING btree ("company_id","job_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_properties_search_text_trgm_idx" ON "customer_properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('orders');--> statement-breakpoint
UPDATE "jobs" SET "service_id" = (
  SELECT s."id" FROM jsonb_array_elements("jobs"."estimate_items") AS item
  JOIN "services" s ON s."company_id" = "jobs"."company_id" AND s."id"::text = item->>'serviceId'
  WHERE item->>'id' = "jobs"."source_item_id" LIMIT 1
) WHERE "source_item_id" IS NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "service_id" = (
  SELECT s."id" FROM "services" s WHERE s."company_id" = "jobs"."company_id" AND lower(s."name") = lower("jobs"."service_name") LIMIT 1
) WHERE "service_id" IS NULL AND "source_estimate_id" IS NULL;
