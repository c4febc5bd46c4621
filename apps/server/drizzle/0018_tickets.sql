CREATE TABLE "ticket_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"mention_employee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_number_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_employee_id" uuid,
	"assignee_crew_id" uuid,
	"due_date" date,
	"due_time" text,
	"subject_kind" text,
	"subject_id" uuid,
	"recurrence_every" integer,
	"recurrence_unit" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repeats_ticket_id" uuid,
	"created_by_user_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS ('t-' || number::text || chr(31) || lower(title) || chr(31) || lower(description)) STORED NOT NULL,
	"list_rank" smallint GENERATED ALWAYS AS (case when status in ('open', 'in_progress') then 0 else 1 end) STORED NOT NULL,
	"due_key" date GENERATED ALWAYS AS (case when status in ('open', 'in_progress') then due_date end) STORED,
	"priority_key" smallint GENERATED ALWAYS AS (case when status in ('open', 'in_progress') then case priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end end) STORED,
	"changed_key" timestamp with time zone GENERATED ALWAYS AS (case when status not in ('open', 'in_progress') then updated_at end) STORED,
	CONSTRAINT "tickets_one_assignee" CHECK ("tickets"."assignee_employee_id" is null or "tickets"."assignee_crew_id" is null),
	CONSTRAINT "tickets_subject_whole" CHECK (("tickets"."subject_kind" is null) = ("tickets"."subject_id" is null)),
	CONSTRAINT "tickets_recurrence_whole" CHECK (("tickets"."recurrence_every" is null) = ("tickets"."recurrence_unit" is null)),
	CONSTRAINT "tickets_recurrence_dated" CHECK ("tickets"."recurrence_every" is null or "tickets"."due_date" is not null),
	CONSTRAINT "tickets_due_time_dated" CHECK ("tickets"."due_time" is null or "tickets"."due_date" is not null)
);
--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_number_counters" ADD CONSTRAINT "ticket_number_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_employee_id_employees_id_fk" FOREIGN KEY ("assignee_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_crew_id_crews_id_fk" FOREIGN KEY ("assignee_crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_repeats_ticket_id_tickets_id_fk" FOREIGN KEY ("repeats_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_comments_company_ticket_created_idx" ON "ticket_comments" USING btree ("company_id","ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_company_number_key" ON "tickets" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_company_repeats_key" ON "tickets" USING btree ("company_id","repeats_ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_company_list_order_idx" ON "tickets" USING btree ("company_id","list_rank","due_key","priority_key","changed_key" DESC NULLS LAST,"number");--> statement-breakpoint
CREATE INDEX "tickets_company_assignee_employee_idx" ON "tickets" USING btree ("company_id","assignee_employee_id","list_rank");--> statement-breakpoint
CREATE INDEX "tickets_company_assignee_crew_idx" ON "tickets" USING btree ("company_id","assignee_crew_id","list_rank");--> statement-breakpoint
CREATE INDEX "tickets_company_created_by_idx" ON "tickets" USING btree ("company_id","created_by_user_id");--> statement-breakpoint
CREATE INDEX "tickets_company_due_date_idx" ON "tickets" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "tickets_company_subject_idx" ON "tickets" USING btree ("company_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "tickets_search_text_trgm_idx" ON "tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('tickets');