CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"hint" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"crew_id" uuid,
	"employee_id" uuid,
	"token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_one_target" CHECK (("calendar_feeds"."crew_id" is null) <> ("calendar_feeds"."employee_id" is null))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"error" text DEFAULT '' NOT NULL,
	"replay_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhook_endpoints_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "calendar_feeds_company_idx" ON "calendar_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_created_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_company_created_idx" ON "webhook_deliveries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id");--> statement-breakpoint
-- hand-written:
-- Integrations are built (issue 20): /integrations with webhooks, calendar feeds and API keys, and the lead-capture
-- forms under it. Existing companies get the entry enabled; new ones through the catalogue's builtEntries.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" = 'integrations';
--> statement-breakpoint
-- An event for the company's webhooks (lib/webhook-events.ts publishEvent calls this, and so do the triggers below):
-- one delivery, and the background job that sends it, per active endpoint subscribed to the type. The body is built
-- once, so every endpoint (and every replay) gets the same event id and bytes. Written in the caller's transaction.
CREATE FUNCTION "publish_webhook_event"("company" uuid, "event_type" text, "data" jsonb) RETURNS void LANGUAGE sql AS $$
  WITH "event" AS (
    SELECT 'evt_' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) AS "id"
  ), "body" AS (
    SELECT "event"."id", jsonb_build_object(
      'id', "event"."id",
      'type', "event_type",
      'createdAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', "data")::text AS "payload"
    FROM "event"
  ), "deliveries" AS (
    INSERT INTO "webhook_deliveries" ("company_id", "webhook_id", "event_id", "event_type", "payload")
    SELECT "company", e."id", "body"."id", "event_type", "body"."payload"
    FROM "webhook_endpoints" e, "body"
    WHERE e."company_id" = "company" AND e."active" AND "event_type" = ANY(e."events")
    RETURNING "id"
  )
  INSERT INTO "background_jobs" ("company_id", "kind", "payload", "max_attempts", "document_id", "label")
  SELECT "company", 'webhook.deliver', jsonb_build_object('deliveryId', d."id"), 8, d."id", "event_type" FROM "deliveries" d;
$$;
--> statement-breakpoint
-- Invoices reach "sent" and "paid" by many roads (sending one or a batch, marking sent; office payments, online
-- payments, credit notes, applied credit): the events are raised where the status changes, whichever road it took.
CREATE FUNCTION "invoices_publish_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "facts" jsonb := jsonb_build_object('id', NEW."id", 'number', NEW."number", 'customerId', NEW."customer_id", 'issueDate', NEW."issue_date",
    'dueDate', NEW."due_date", 'total', NEW."total"::text, 'amountPaid', NEW."amount_paid"::text, 'balance', NEW."balance"::text);
BEGIN
  IF NEW."status" IN ('sent', 'partially_paid', 'paid') AND (TG_OP = 'INSERT' OR OLD."status" = 'draft') THEN
    PERFORM "publish_webhook_event"(NEW."company_id", 'invoice.sent', "facts");
  END IF;
  IF NEW."status" = 'paid' AND (TG_OP = 'INSERT' OR OLD."status" <> 'paid') THEN
    PERFORM "publish_webhook_event"(NEW."company_id", 'invoice.paid', "facts");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_publish_events" AFTER INSERT OR UPDATE OF "status" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_publish_events"();
--> statement-breakpoint
-- Every payment recorded, in the office or online.
CREATE FUNCTION "payments_publish_received"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "publish_webhook_event"(NEW."company_id", 'payment.received', jsonb_build_object('id', NEW."id", 'customerId', NEW."customer_id",
    'amount', NEW."amount"::text, 'method', NEW."method", 'source', NEW."source", 'date', NEW."date", 'reference', NEW."reference"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_publish_received" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_publish_received"();
