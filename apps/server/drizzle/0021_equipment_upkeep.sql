ALTER TABLE "equipment" ADD COLUMN "out_of_service_reason" text;--> statement-breakpoint
CREATE TABLE "equipment_service_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"every" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"expected_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"last_done_date" date,
	"last_done_meter" numeric(12, 2),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"reading_date" date NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_service_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"meter" numeric(12, 2),
	"meter_unit" text,
	"work_done" text NOT NULL,
	"parts" text,
	"cost" numeric(14, 2) NOT NULL,
	"performed_by_employee_id" uuid,
	"performed_by_name" text,
	"schedule_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_service_log_meter_whole" CHECK (("equipment_service_log"."meter" is null) = ("equipment_service_log"."meter_unit" is null))
);
--> statement-breakpoint
CREATE TABLE "work_order_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment_service_schedules" ADD CONSTRAINT "equipment_service_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_schedules" ADD CONSTRAINT "equipment_service_schedules_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_meter_readings" ADD CONSTRAINT "equipment_meter_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_meter_readings" ADD CONSTRAINT "equipment_meter_readings_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_meter_readings" ADD CONSTRAINT "equipment_meter_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_log" ADD CONSTRAINT "equipment_service_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_log" ADD CONSTRAINT "equipment_service_log_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_log" ADD CONSTRAINT "equipment_service_log_performed_by_employee_id_employees_id_fk" FOREIGN KEY ("performed_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_log" ADD CONSTRAINT "equipment_service_log_schedule_id_equipment_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."equipment_service_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_service_log" ADD CONSTRAINT "equipment_service_log_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_equipment" ADD CONSTRAINT "work_order_equipment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_equipment" ADD CONSTRAINT "work_order_equipment_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_equipment" ADD CONSTRAINT "work_order_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_service_schedules_company_unit_name_key" ON "equipment_service_schedules" USING btree ("company_id","equipment_id",lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_meter_readings_company_unit_date_idx" ON "equipment_meter_readings" USING btree ("company_id","equipment_id","reading_date");--> statement-breakpoint
CREATE INDEX "equipment_service_log_company_unit_date_idx" ON "equipment_service_log" USING btree ("company_id","equipment_id","service_date");--> statement-breakpoint
CREATE INDEX "equipment_service_log_company_schedule_idx" ON "equipment_service_log" USING btree ("company_id","schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_equipment_company_order_unit_key" ON "work_order_equipment" USING btree ("company_id","work_order_id","equipment_id");--> statement-breakpoint
CREATE INDEX "work_order_equipment_company_unit_idx" ON "work_order_equipment" USING btree ("company_id","equipment_id");
