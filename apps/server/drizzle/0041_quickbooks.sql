CREATE TABLE "quickbooks_connections" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"realm_id" text,
	"company_name" text DEFAULT '' NOT NULL,
	"environment" text,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"connected_by" uuid,
	"connected_at" timestamp with time zone,
	"needs_reconnect_at" timestamp with time zone,
	"state_nonce" text,
	"state_expires_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quickbooks_sync_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"realm_id" text NOT NULL,
	"quickbooks_id" text,
	"sync_token" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_seq" integer DEFAULT 0 NOT NULL,
	"record_updated_at" timestamp with time zone,
	"body_hash" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quickbooks_connections" ADD CONSTRAINT "quickbooks_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_connections" ADD CONSTRAINT "quickbooks_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickbooks_sync_records" ADD CONSTRAINT "quickbooks_sync_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quickbooks_sync_records_company_record_key" ON "quickbooks_sync_records" USING btree ("company_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "quickbooks_sync_records_company_status_idx" ON "quickbooks_sync_records" USING btree ("company_id","status","updated_at");