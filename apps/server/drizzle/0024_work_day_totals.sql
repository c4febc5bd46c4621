CREATE TABLE "work_order_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"service_id" uuid,
	"crew_id" uuid,
	"live_minutes" bigint DEFAULT 0 NOT NULL,
	"earned_orders" integer DEFAULT 0 NOT NULL,
	"earned_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"earned_materials" numeric(16, 2) DEFAULT '0' NOT NULL,
	"earned_timed_budgeted_minutes" bigint DEFAULT 0 NOT NULL,
	"earned_worked_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "work_order_days_key" UNIQUE NULLS NOT DISTINCT("company_id","day","service_id","crew_id")
);
--> statement-breakpoint
CREATE TABLE "work_time_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"service_id" uuid,
	"crew_id" uuid,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"cost_minutes" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "work_time_days_key" UNIQUE NULLS NOT DISTINCT("company_id","day","service_id","crew_id")
);
--> statement-breakpoint
ALTER TABLE "work_order_time_entries" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "work_order_time_entries" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "work_order_days" ADD CONSTRAINT "work_order_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_time_days" ADD CONSTRAINT "work_time_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What was recorded before this migration, totalled before the triggers below keep it.
UPDATE "work_order_time_entries" e SET "service_id" = wo."service_id", "crew_id" = wo."crew_id"
FROM "work_orders" wo WHERE wo."id" = e."work_order_id";--> statement-breakpoint
INSERT INTO "work_order_days" ("company_id", "day", "service_id", "crew_id", "live_minutes", "earned_orders", "earned_revenue",
  "earned_materials", "earned_timed_budgeted_minutes", "earned_worked_minutes")
SELECT o."company_id", o."date", o."service_id", o."crew_id",
  sum(CASE WHEN o."status" NOT IN ('cancelled', 'skipped') THEN round(o."budgeted_hours" * 60) ELSE 0 END),
  count(*) FILTER (WHERE o."status" = 'completed'),
  coalesce(sum(o."price") FILTER (WHERE o."status" = 'completed'), 0),
  coalesce(sum(o."materials_cost") FILTER (WHERE o."status" = 'completed'), 0),
  coalesce(sum(round(o."budgeted_hours" * 60)) FILTER (WHERE o."status" = 'completed' AND o."worked_minutes" > 0), 0),
  coalesce(sum(o."worked_minutes") FILTER (WHERE o."status" = 'completed'), 0)
FROM "work_orders" o WHERE o."date" IS NOT NULL
GROUP BY o."company_id", o."date", o."service_id", o."crew_id";--> statement-breakpoint
INSERT INTO "work_time_days" ("company_id", "day", "service_id", "crew_id", "minutes", "cost_minutes")
SELECT e."company_id", e."work_date", e."service_id", e."crew_id", sum(e."minutes"), sum(e."minutes" * e."hourly_cost")
FROM "work_order_time_entries" e
GROUP BY e."company_id", e."work_date", e."service_id", e."crew_id";--> statement-breakpoint--> statement-breakpoint
-- A time entry carries its order's service and crew: filled when it is recorded or moved to another order…
CREATE FUNCTION "work_order_time_entries_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT wo."service_id", wo."crew_id" INTO NEW."service_id", NEW."crew_id" FROM "work_orders" wo WHERE wo."id" = NEW."work_order_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_fill" BEFORE INSERT OR UPDATE OF "work_order_id" ON "work_order_time_entries"
  FOR EACH ROW EXECUTE FUNCTION "work_order_time_entries_fill"();--> statement-breakpoint
-- …and follows the order when its service or crew changes (a deleted service or crew sets the order's to none).
CREATE FUNCTION "work_orders_time_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "work_order_time_entries" SET "service_id" = NEW."service_id", "crew_id" = NEW."crew_id"
  WHERE "company_id" = NEW."company_id" AND "work_order_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_time_follow" AFTER UPDATE OF "service_id", "crew_id" ON "work_orders"
  FOR EACH ROW WHEN (OLD."service_id" IS DISTINCT FROM NEW."service_id" OR OLD."crew_id" IS DISTINCT FROM NEW."crew_id")
  EXECUTE FUNCTION "work_orders_time_follow"();--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) dated orders' part of their day's totals. A company being deleted is skipped
-- (its totals go with it).
CREATE FUNCTION "work_order_days_apply"("sign" integer, "orders" "work_orders"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "work_order_days" AS d ("company_id", "day", "service_id", "crew_id", "live_minutes", "earned_orders", "earned_revenue",
    "earned_materials", "earned_timed_budgeted_minutes", "earned_worked_minutes")
  SELECT o."company_id", o."date", o."service_id", o."crew_id",
    "sign" * sum(CASE WHEN o."status" NOT IN ('cancelled', 'skipped') THEN round(o."budgeted_hours" * 60) ELSE 0 END),
    "sign" * count(*) FILTER (WHERE o."status" = 'completed'),
    "sign" * coalesce(sum(o."price") FILTER (WHERE o."status" = 'completed'), 0),
    "sign" * coalesce(sum(o."materials_cost") FILTER (WHERE o."status" = 'completed'), 0),
    "sign" * coalesce(sum(round(o."budgeted_hours" * 60)) FILTER (WHERE o."status" = 'completed' AND o."worked_minutes" > 0), 0),
    "sign" * coalesce(sum(o."worked_minutes") FILTER (WHERE o."status" = 'completed'), 0)
  FROM unnest("orders") o
  WHERE o."date" IS NOT NULL AND EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = o."company_id")
  GROUP BY o."company_id", o."date", o."service_id", o."crew_id"
  ON CONFLICT ON CONSTRAINT "work_order_days_key" DO UPDATE SET
    "live_minutes" = d."live_minutes" + excluded."live_minutes",
    "earned_orders" = d."earned_orders" + excluded."earned_orders",
    "earned_revenue" = d."earned_revenue" + excluded."earned_revenue",
    "earned_materials" = d."earned_materials" + excluded."earned_materials",
    "earned_timed_budgeted_minutes" = d."earned_timed_budgeted_minutes" + excluded."earned_timed_budgeted_minutes",
    "earned_worked_minutes" = d."earned_worked_minutes" + excluded."earned_worked_minutes";
$$;
--> statement-breakpoint
-- Once per statement; an update moves only the orders whose totalled fields changed (a route reordered moves nothing).
CREATE FUNCTION "work_order_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "work_order_days_apply"(1, array(SELECT (n.*)::"work_orders" FROM "changed_rows" n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "work_order_days_apply"(-1, array(SELECT (o.*)::"work_orders" FROM "removed_rows" o));
  ELSE
    PERFORM "work_order_days_apply"(-1, array(
      SELECT (o.*)::"work_orders" FROM "removed_rows" o JOIN "changed_rows" n ON n."id" = o."id"
      WHERE (o."date", o."service_id", o."crew_id", o."status", o."budgeted_hours", o."price", o."materials_cost", o."worked_minutes")
        IS DISTINCT FROM (n."date", n."service_id", n."crew_id", n."status", n."budgeted_hours", n."price", n."materials_cost", n."worked_minutes")));
    PERFORM "work_order_days_apply"(1, array(
      SELECT (n.*)::"work_orders" FROM "removed_rows" o JOIN "changed_rows" n ON n."id" = o."id"
      WHERE (o."date", o."service_id", o."crew_id", o."status", o."budgeted_hours", o."price", o."materials_cost", o."worked_minutes")
        IS DISTINCT FROM (n."date", n."service_id", n."crew_id", n."status", n."budgeted_hours", n."price", n."materials_cost", n."worked_minutes")));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_days_insert" AFTER INSERT ON "work_orders"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_days_keep"();--> statement-breakpoint
CREATE TRIGGER "work_orders_days_update" AFTER UPDATE ON "work_orders"
  REFERENCING NEW TABLE AS "changed_rows" OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_days_keep"();--> statement-breakpoint
CREATE TRIGGER "work_orders_days_delete" AFTER DELETE ON "work_orders"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_days_keep"();--> statement-breakpoint
-- The same for time entries, by their work day.
CREATE FUNCTION "work_time_days_apply"("sign" integer, "entries" "work_order_time_entries"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "work_time_days" AS d ("company_id", "day", "service_id", "crew_id", "minutes", "cost_minutes")
  SELECT e."company_id", e."work_date", e."service_id", e."crew_id", "sign" * sum(e."minutes"), "sign" * sum(e."minutes" * e."hourly_cost")
  FROM unnest("entries") e
  WHERE EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = e."company_id")
  GROUP BY e."company_id", e."work_date", e."service_id", e."crew_id"
  ON CONFLICT ON CONSTRAINT "work_time_days_key" DO UPDATE SET
    "minutes" = d."minutes" + excluded."minutes",
    "cost_minutes" = d."cost_minutes" + excluded."cost_minutes";
$$;
--> statement-breakpoint
CREATE FUNCTION "work_time_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "work_time_days_apply"(-1, array(SELECT (o.*)::"work_order_time_entries" FROM "removed_rows" o));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "work_time_days_apply"(1, array(SELECT (n.*)::"work_order_time_entries" FROM "changed_rows" n));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_days_insert" AFTER INSERT ON "work_order_time_entries"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_time_days_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_days_update" AFTER UPDATE ON "work_order_time_entries"
  REFERENCING NEW TABLE AS "changed_rows" OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_time_days_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_days_delete" AFTER DELETE ON "work_order_time_entries"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_time_days_keep"();
