CREATE INDEX "refunds_company_date_idx" ON "refunds" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "estimates_company_created_idx" ON "estimates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "estimates_company_sent_expiry_idx" ON "estimates" USING btree ("company_id","expiry_date") WHERE "estimates"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "estimates_company_created_by_status_idx" ON "estimates" USING btree ("company_id","created_by","status");--> statement-breakpoint
CREATE INDEX "credit_notes_company_issue_date_idx" ON "credit_notes" USING btree ("company_id","issue_date");--> statement-breakpoint
CREATE INDEX "estimate_activities_company_at_idx" ON "estimate_activities" USING btree ("company_id","at");--> statement-breakpoint
-- Reporting is built (issue 17): existing companies get the entry enabled; new ones through the catalogue.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('reporting');
