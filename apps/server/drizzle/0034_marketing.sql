CREATE TABLE "marketing_avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"who" text DEFAULT '' NOT NULL,
	"client_type" text,
	"property" text DEFAULT '' NOT NULL,
	"lot_size_min" integer,
	"lot_size_max" integer,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_min" numeric(14, 2),
	"budget_max" numeric(14, 2),
	"lead_source_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"where_they_look" text DEFAULT '' NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_budgets" (
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "marketing_budgets_plan_id_channel_id_pk" PRIMARY KEY("plan_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"budget" numeric(12, 2) DEFAULT '0' NOT NULL,
	"service_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_campaigns_dates" CHECK ("marketing_campaigns"."end_date" >= "marketing_campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "marketing_channel_sources" (
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"lead_source_id" uuid NOT NULL,
	CONSTRAINT "marketing_channel_sources_channel_id_lead_source_id_pk" PRIMARY KEY("channel_id","lead_source_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"publish_on" date,
	"owner_user_id" uuid,
	"status" text DEFAULT 'idea' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"revenue_goal" numeric(14, 2),
	"average_job" numeric(14, 2),
	"close_rate" numeric(5, 2),
	"lead_to_estimate_rate" numeric(5, 2),
	"notes" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_spend" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_spend_first_of_month" CHECK (extract(day from "marketing_spend"."month") = 1 and "marketing_spend"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "marketing_avatars" ADD CONSTRAINT "marketing_avatars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_avatars" ADD CONSTRAINT "marketing_avatars_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_budgets" ADD CONSTRAINT "marketing_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_budgets" ADD CONSTRAINT "marketing_budgets_plan_id_marketing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."marketing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_budgets" ADD CONSTRAINT "marketing_budgets_channel_id_marketing_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."marketing_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_channel_id_marketing_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."marketing_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_channel_sources" ADD CONSTRAINT "marketing_channel_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_channel_sources" ADD CONSTRAINT "marketing_channel_sources_channel_id_marketing_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."marketing_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_channel_sources" ADD CONSTRAINT "marketing_channel_sources_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_channels" ADD CONSTRAINT "marketing_channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_content" ADD CONSTRAINT "marketing_content_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_content" ADD CONSTRAINT "marketing_content_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD CONSTRAINT "marketing_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_plans" ADD CONSTRAINT "marketing_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_spend" ADD CONSTRAINT "marketing_spend_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_spend" ADD CONSTRAINT "marketing_spend_channel_id_marketing_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."marketing_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_avatars_company_key" ON "marketing_avatars" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "marketing_budgets_company_channel_idx" ON "marketing_budgets" USING btree ("company_id","channel_id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_company_dates_idx" ON "marketing_campaigns" USING btree ("company_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_channel_idx" ON "marketing_campaigns" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_channel_sources_company_source_key" ON "marketing_channel_sources" USING btree ("company_id","lead_source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_channels_company_name_key" ON "marketing_channels" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "marketing_content_company_publish_idx" ON "marketing_content" USING btree ("company_id","publish_on");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_plans_company_year_key" ON "marketing_plans" USING btree ("company_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_spend_channel_month_key" ON "marketing_spend" USING btree ("channel_id","month");--> statement-breakpoint
CREATE INDEX "marketing_spend_company_month_idx" ON "marketing_spend" USING btree ("company_id","month");