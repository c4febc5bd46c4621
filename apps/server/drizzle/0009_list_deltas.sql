CREATE TABLE "client_list_removals" (
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"id" uuid NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "client_list_removals_company_id_list_id_pk" PRIMARY KEY("company_id","list","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before versions were stamped carry the list version they are part of, so no held copy reads them as newer.
UPDATE "customers" AS "customer" SET "list_version" = "version"."version" FROM "client_list_versions" AS "version" WHERE "version"."company_id" = "customer"."company_id" AND "version"."list" = 'customers';--> statement-breakpoint
UPDATE "leads" AS "lead" SET "list_version" = "version"."version" FROM "client_list_versions" AS "version" WHERE "version"."company_id" = "lead"."company_id" AND "version"."list" = 'leads';--> statement-breakpoint
ALTER TABLE "client_list_removals" ADD CONSTRAINT "client_list_removals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_list_removals_company_list_version_idx" ON "client_list_removals" USING btree ("company_id","list","version");--> statement-breakpoint
CREATE INDEX "customers_company_list_version_idx" ON "customers" USING btree ("company_id","list_version");--> statement-breakpoint
CREATE INDEX "leads_company_list_version_idx" ON "leads" USING btree ("company_id","list_version");