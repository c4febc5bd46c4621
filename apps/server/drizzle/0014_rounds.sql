CREATE TABLE "round_stops" (
	"company_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "round_stops_pkey" PRIMARY KEY("company_id","round_id","position")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"crew_id" uuid,
	"rhythm" text DEFAULT 'weekly' NOT NULL,
	"weekday" integer,
	"start_date" date,
	"end_date" date,
	"month" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "round_id" uuid;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_stops" ADD CONSTRAINT "round_stops_property_id_customer_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."customer_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_stops_company_round_property_key" ON "round_stops" USING btree ("company_id","round_id","property_id");--> statement-breakpoint
CREATE INDEX "round_stops_company_property_idx" ON "round_stops" USING btree ("company_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_company_name_key" ON "rounds" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_company_round_idx" ON "jobs" USING btree ("company_id","round_id");--> statement-breakpoint
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('rounds');
