ALTER TABLE "work_orders" ADD COLUMN "worked_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "labour_cost" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "materials_cost" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- An order's costing from its time entries and materials, as workOrderCosting (packages/domain/src/orders/job-costing.ts)
-- works it: labour and materials each rounded half-up to the cent once for the order. Only rows whose figures change are written.
CREATE FUNCTION "work_order_costs_refresh"("orders" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "work_orders" wo
  SET "worked_minutes" = f."minutes", "labour_cost" = f."labour", "materials_cost" = f."materials"
  FROM (
    SELECT o."id", coalesce(t."minutes", 0) AS "minutes", coalesce(t."labour", 0) AS "labour", coalesce(m."materials", 0) AS "materials"
    FROM "work_orders" o
    LEFT JOIN LATERAL (
      SELECT sum(e."minutes") AS "minutes", round(sum(e."minutes" * e."hourly_cost") / 60, 2) AS "labour"
      FROM "work_order_time_entries" e WHERE e."company_id" = o."company_id" AND e."work_order_id" = o."id"
    ) t ON true
    LEFT JOIN LATERAL (
      SELECT round(sum(u."quantity" * u."unit_cost"), 2) AS "materials"
      FROM "work_order_materials" u WHERE u."company_id" = o."company_id" AND u."work_order_id" = o."id"
    ) m ON true
    WHERE o."id" = ANY("orders")
  ) f
  WHERE wo."id" = f."id"
    AND (wo."worked_minutes", wo."labour_cost", wo."materials_cost") IS DISTINCT FROM (f."minutes", f."labour", f."materials");
$$;
--> statement-breakpoint
-- Once per statement, over the orders its rows name (transition tables: a bulk insert refreshes each order once).
CREATE FUNCTION "work_order_costs_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "work_order_costs_refresh"(array(SELECT DISTINCT "work_order_id" FROM "changed_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "work_order_costs_refresh"(array(SELECT DISTINCT "work_order_id" FROM "removed_rows"));
  ELSE
    PERFORM "work_order_costs_refresh"(array(
      SELECT "work_order_id" FROM "changed_rows" UNION SELECT "work_order_id" FROM "removed_rows"
    ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_costs_insert" AFTER INSERT ON "work_order_time_entries"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_costs_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_costs_update" AFTER UPDATE ON "work_order_time_entries"
  REFERENCING NEW TABLE AS "changed_rows" OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_costs_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_time_entries_costs_delete" AFTER DELETE ON "work_order_time_entries"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_costs_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_materials_costs_insert" AFTER INSERT ON "work_order_materials"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_costs_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_materials_costs_update" AFTER UPDATE ON "work_order_materials"
  REFERENCING NEW TABLE AS "changed_rows" OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_costs_keep"();--> statement-breakpoint
CREATE TRIGGER "work_order_materials_costs_delete" AFTER DELETE ON "work_order_materials"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "work_order_costs_keep"();--> statement-breakpoint
-- The orders worked or supplied before this migration.
SELECT "work_order_costs_refresh"(array(
  SELECT "work_order_id" FROM "work_order_time_entries" UNION SELECT "work_order_id" FROM "work_order_materials"
));
