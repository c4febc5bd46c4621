CREATE TABLE "rain_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"crew_id" uuid,
	"to_date" date NOT NULL,
	"called_on" date NOT NULL,
	"order_moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visit_moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notified" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rain_days" ADD CONSTRAINT "rain_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_days" ADD CONSTRAINT "rain_days_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_days" ADD CONSTRAINT "rain_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rain_days_company_date_idx" ON "rain_days" USING btree ("company_id","date");