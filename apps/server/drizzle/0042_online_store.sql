CREATE TABLE "store_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"listing_id" uuid,
	"listing_title" text NOT NULL,
	"customer_id" uuid,
	"property_id" uuid,
	"estimate_id" uuid,
	"work_order_id" uuid,
	"ticket_id" uuid,
	"customer_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"measure" integer,
	"preferred_week" date NOT NULL,
	"price_per_visit" numeric(14, 2) NOT NULL,
	"visits" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"deposit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deposit_status" text DEFAULT 'none' NOT NULL,
	"deposit_payment_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"service_id" uuid,
	"pricing_mode" text NOT NULL,
	"measure" text DEFAULT 'lot_size' NOT NULL,
	"fixed_price" numeric(14, 2),
	"visits" integer DEFAULT 1 NOT NULL,
	"deposit_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"season_start_month" integer DEFAULT 1 NOT NULL,
	"season_end_month" integer DEFAULT 12 NOT NULL,
	"weekdays" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"lead_time_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"primary_color" text DEFAULT '#2f855a' NOT NULL,
	"accent_color" text DEFAULT '#1a202c' NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_listing_id_store_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."store_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_property_id_customer_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."customer_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_deposit_payment_id_payments_id_fk" FOREIGN KEY ("deposit_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_bookings_company_created_idx" ON "store_bookings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "store_bookings_company_listing_idx" ON "store_bookings" USING btree ("company_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_bookings_company_idempotency_key" ON "store_bookings" USING btree ("company_id","idempotency_key") WHERE "store_bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_listings_company_slug_key" ON "store_listings" USING btree ("company_id","slug");--> statement-breakpoint
CREATE INDEX "store_listings_company_position_idx" ON "store_listings" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "store_settings_slug_key" ON "store_settings" USING btree ("slug");--> statement-breakpoint
-- hand-written:
-- The online store is built (issue 20): /online-store and the public storefront. Existing companies get it enabled;
-- new ones through the catalogue's builtEntries.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" = 'online_store';
