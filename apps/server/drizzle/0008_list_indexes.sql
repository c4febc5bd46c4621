CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "customers_company_display_name_id_idx" ON "customers" USING btree ("company_id",lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_company_company_name_id_idx" ON "customers" USING btree ("company_id",lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_company_city_id_idx" ON "customers" USING btree ("company_id",lower("city"),"id");--> statement-breakpoint
CREATE INDEX "customers_company_email_id_idx" ON "customers" USING btree ("company_id","email","id");--> statement-breakpoint
CREATE INDEX "customers_company_created_id_idx" ON "customers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_digits_trgm_idx" ON "customers" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_search_text_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_display_name_id_idx" ON "leads" USING btree ("company_id",lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "leads_company_company_name_id_idx" ON "leads" USING btree ("company_id",lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "leads_company_email_id_idx" ON "leads" USING btree ("company_id","email","id");--> statement-breakpoint
CREATE INDEX "leads_company_created_id_idx" ON "leads" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_company_follow_up_id_idx" ON "leads" USING btree ("company_id","follow_up_date","id");--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("phone_digits" gin_trgm_ops);