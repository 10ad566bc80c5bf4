CREATE TABLE "return_visit_plans" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "return_visit_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"visit_type" smallint NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priorities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_mode" text NOT NULL,
	"sample_ratio" smallint,
	"sample_count" integer,
	"visitor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_days" smallint DEFAULT 3 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"day" date,
	"day_created" integer DEFAULT 0 NOT NULL,
	"next_visitor" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "return_visit_plans_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "return_visit_plans_ratio" CHECK (sample_ratio is null or sample_ratio between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "return_visit_tasks" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "return_visit_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"visit_type" smallint NOT NULL,
	"plan_id" bigint,
	"state" smallint DEFAULT 1 NOT NULL,
	"visitor_user_id" bigint,
	"order_no" text NOT NULL,
	"order_title" text NOT NULL,
	"template_id" bigint NOT NULL,
	"priority" smallint NOT NULL,
	"customer_id" bigint,
	"customer_name" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"server_user_id" bigint,
	"due_at" timestamp with time zone,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone,
	"sms_count" smallint DEFAULT 0 NOT NULL,
	"last_sms_at" timestamp with time zone,
	"follow_up_order_id" bigint,
	"follow_up_claimed_at" timestamp with time zone,
	"event_id" bigint,
	"created_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_visit_tasks_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "return_visit_tasks_state" CHECK (state between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "return_visit_plans" ADD CONSTRAINT "return_visit_plans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_visit_tasks" ADD CONSTRAINT "return_visit_tasks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_visit_tasks" ADD CONSTRAINT "return_visit_tasks_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_visit_tasks" ADD CONSTRAINT "return_visit_tasks_enterprise_id_visitor_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","visitor_user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_visit_plans_live_idx" ON "return_visit_plans" USING btree ("enterprise_id","visit_type","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "return_visit_tasks_order_uq" ON "return_visit_tasks" USING btree ("enterprise_id","order_id","visit_type");--> statement-breakpoint
CREATE INDEX "return_visit_tasks_list_idx" ON "return_visit_tasks" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_visit_tasks_state_idx" ON "return_visit_tasks" USING btree ("enterprise_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_visit_tasks_visitor_idx" ON "return_visit_tasks" USING btree ("enterprise_id","visitor_user_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "return_visit_tasks_created_idx" ON "return_visit_tasks" USING btree ("enterprise_id","created_at");