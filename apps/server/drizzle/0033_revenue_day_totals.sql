ALTER TABLE "work_order_days" ADD COLUMN "scheduled_revenue" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_days" ADD COLUMN "waiting_revenue" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "billed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "per_order_billing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_company_unbilled_idx" ON "work_orders" USING btree ("company_id","date") WHERE "work_orders"."status" = 'completed' and "work_orders"."per_order_billing" and not "work_orders"."billed";--> statement-breakpoint
-- hand-written:
-- The revenue report (issue 17) reads scheduled, earned and "earned, not invoiced" from the day totals. An order is
-- billed while a live invoice claim names it, and billed on its own when it is a one-off or its job bills per visit.
-- What is there before this migration, flagged and totalled first…
UPDATE "work_orders" wo SET "per_order_billing" = false
FROM "jobs" j WHERE j."id" = wo."job_id" AND j."billing_method" <> 'per_visit';--> statement-breakpoint
UPDATE "work_orders" wo SET "billed" = true
FROM "billed_items" b
WHERE b."company_id" = wo."company_id" AND b."item_key" = 'work_order:' || wo."id" AND b."released_at" IS NULL;--> statement-breakpoint
UPDATE "work_order_days" d SET "scheduled_revenue" = t."scheduled", "waiting_revenue" = t."waiting"
FROM (
  SELECT o."company_id", o."date", o."service_id", o."crew_id",
    coalesce(sum(o."price") FILTER (WHERE o."status" NOT IN ('cancelled', 'skipped')), 0) AS "scheduled",
    coalesce(sum(o."price") FILTER (WHERE o."status" = 'completed' AND o."per_order_billing" AND NOT o."billed"), 0) AS "waiting"
  FROM "work_orders" o WHERE o."date" IS NOT NULL
  GROUP BY o."company_id", o."date", o."service_id", o."crew_id"
) t
WHERE d."company_id" = t."company_id" AND d."day" = t."date"
  AND d."service_id" IS NOT DISTINCT FROM t."service_id" AND d."crew_id" IS NOT DISTINCT FROM t."crew_id";--> statement-breakpoint
-- …then kept. The day totals add the price of the orders not cancelled or skipped, and of the completed ones billed
-- on their own that no invoice claims…
CREATE OR REPLACE FUNCTION "work_order_days_apply"("sign" integer, "orders" "work_orders"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "work_order_days" AS d ("company_id", "day", "service_id", "crew_id", "live_minutes", "scheduled_revenue", "earned_orders",
    "earned_revenue", "earned_materials", "earned_timed_budgeted_minutes", "earned_worked_minutes", "waiting_revenue")
  SELECT o."company_id", o."date", o."service_id", o."crew_id",
    "sign" * sum(CASE WHEN o."status" NOT IN ('cancelled', 'skipped') THEN round(o."budgeted_hours" * 60) ELSE 0 END),
    "sign" * coalesce(sum(o."price") FILTER (WHERE o."status" NOT IN ('cancelled', 'skipped')), 0),
    "sign" * count(*) FILTER (WHERE o."status" = 'completed'),
    "sign" * coalesce(sum(o."price") FILTER (WHERE o."status" = 'completed'), 0),
    "sign" * coalesce(sum(o."materials_cost") FILTER (WHERE o."status" = 'completed'), 0),
    "sign" * coalesce(sum(round(o."budgeted_hours" * 60)) FILTER (WHERE o."status" = 'completed' AND o."worked_minutes" > 0), 0),
    "sign" * coalesce(sum(o."worked_minutes") FILTER (WHERE o."status" = 'completed'), 0),
    "sign" * coalesce(sum(o."price") FILTER (WHERE o."status" = 'completed' AND o."per_order_billing" AND NOT o."billed"), 0)
  FROM unnest("orders") o
  WHERE o."date" IS NOT NULL AND EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = o."company_id")
  GROUP BY o."company_id", o."date", o."service_id", o."crew_id"
  ON CONFLICT ON CONSTRAINT "work_order_days_key" DO UPDATE SET
    "live_minutes" = d."live_minutes" + excluded."live_minutes",
    "scheduled_revenue" = d."scheduled_revenue" + excluded."scheduled_revenue",
    "earned_orders" = d."earned_orders" + excluded."earned_orders",
    "earned_revenue" = d."earned_revenue" + excluded."earned_revenue",
    "earned_materials" = d."earned_materials" + excluded."earned_materials",
    "earned_timed_budgeted_minutes" = d."earned_timed_budgeted_minutes" + excluded."earned_timed_budgeted_minutes",
    "earned_worked_minutes" = d."earned_worked_minutes" + excluded."earned_worked_minutes",
    "waiting_revenue" = d."waiting_revenue" + excluded."waiting_revenue";
$$;
--> statement-breakpoint
-- …and an update moves the orders whose billed or per-order billing changed too.
CREATE OR REPLACE FUNCTION "work_order_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "work_order_days_apply"(1, array(SELECT (n.*)::"work_orders" FROM "changed_rows" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "work_order_days_apply"(-1, array(SELECT (o.*)::"work_orders" FROM "removed_rows" o));
  ELSE
    PERFORM "work_order_days_apply"(-1, array(
      SELECT (o.*)::"work_orders" FROM "removed_rows" o JOIN "changed_rows" n ON n."id" = o."id"
      WHERE (o."date", o."service_id", o."crew_id", o."status", o."budgeted_hours", o."price", o."materials_cost", o."worked_minutes", o."billed", o."per_order_billing")
        IS DISTINCT FROM (n."date", n."service_id", n."crew_id", n."status", n."budgeted_hours", n."price", n."materials_cost", n."worked_minutes", n."billed", n."per_order_billing")));
    PERFORM "work_order_days_apply"(1, array(
      SELECT (n.*)::"work_orders" FROM "removed_rows" o JOIN "changed_rows" n ON n."id" = o."id"
      WHERE (o."date", o."service_id", o."crew_id", o."status", o."budgeted_hours", o."price", o."materials_cost", o."worked_minutes", o."billed", o."per_order_billing")
        IS DISTINCT FROM (n."date", n."service_id", n."crew_id", n."status", n."budgeted_hours", n."price", n."materials_cost", n."worked_minutes", n."billed", n."per_order_billing")));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order's per-order billing follows its job: set when it is written or moved to another job…
CREATE FUNCTION "work_orders_billing_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."per_order_billing" := NEW."job_id" IS NULL
    OR EXISTS (SELECT 1 FROM "jobs" j WHERE j."id" = NEW."job_id" AND j."billing_method" = 'per_visit');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_billing_fill" BEFORE INSERT OR UPDATE OF "job_id" ON "work_orders"
  FOR EACH ROW EXECUTE FUNCTION "work_orders_billing_fill"();--> statement-breakpoint
-- …and when the job's billing method changes.
CREATE FUNCTION "jobs_billing_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "work_orders" SET "per_order_billing" = (NEW."billing_method" = 'per_visit')
  WHERE "company_id" = NEW."company_id" AND "job_id" = NEW."id" AND "per_order_billing" IS DISTINCT FROM (NEW."billing_method" = 'per_visit');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_billing_follow" AFTER UPDATE OF "billing_method" ON "jobs"
  FOR EACH ROW WHEN (OLD."billing_method" IS DISTINCT FROM NEW."billing_method") EXECUTE FUNCTION "jobs_billing_follow"();--> statement-breakpoint
-- An order is billed while a live claim names it ('work_order:<id>', unique while live): set once per statement for
-- the orders whose claims were added, released or removed.
CREATE FUNCTION "work_orders_billed_set"("order_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "work_orders" wo SET "billed" = c."live"
  FROM (
    SELECT o."id", EXISTS (
      SELECT 1 FROM "billed_items" b
      WHERE b."company_id" = o."company_id" AND b."item_key" = 'work_order:' || o."id" AND b."released_at" IS NULL
    ) AS "live"
    FROM "work_orders" o WHERE o."id" = ANY("order_ids")
  ) c
  WHERE wo."id" = c."id" AND wo."billed" IS DISTINCT FROM c."live";
$$;
--> statement-breakpoint
CREATE FUNCTION "billed_items_billed_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "work_orders_billed_set"(array(SELECT DISTINCT n."work_order_id" FROM "changed_rows" n WHERE n."source" = 'work_order' AND n."work_order_id" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "work_orders_billed_set"(array(SELECT DISTINCT o."work_order_id" FROM "removed_rows" o WHERE o."source" = 'work_order' AND o."work_order_id" IS NOT NULL));
  ELSE
    PERFORM "work_orders_billed_set"(array(
      SELECT n."work_order_id" FROM "changed_rows" n WHERE n."source" = 'work_order' AND n."work_order_id" IS NOT NULL
      UNION SELECT o."work_order_id" FROM "removed_rows" o WHERE o."source" = 'work_order' AND o."work_order_id" IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "billed_items_billed_insert" AFTER INSERT ON "billed_items"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "billed_items_billed_keep"();--> statement-breakpoint
CREATE TRIGGER "billed_items_billed_update" AFTER UPDATE ON "billed_items"
  REFERENCING NEW TABLE AS "changed_rows" OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "billed_items_billed_keep"();--> statement-breakpoint
CREATE TRIGGER "billed_items_billed_delete" AFTER DELETE ON "billed_items"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "billed_items_billed_keep"();
