CREATE TABLE "maintenance_contracts" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"contract_date" date NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"note" text,
	"template_id" bigint,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "maintenance_contracts_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"name" text NOT NULL,
	"cycle_unit" text NOT NULL,
	"cycle_value" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text NOT NULL,
	"staff_user_id" bigint,
	"team_id" bigint,
	"equipment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ahead_days" smallint NOT NULL,
	"frequency" text NOT NULL,
	"auto_order" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"produced_through" date,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "maintenance_plans_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "maintenance_plans_cycle" CHECK (cycle_value between 1 and 366),
	CONSTRAINT "maintenance_plans_ahead" CHECK (ahead_days in (7, 14, 30))
);
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"order_id" bigint,
	"note" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_tasks_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "maintenance_tasks_state" CHECK (state between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "sales_contract_logs" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_contract_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"user_id" bigint,
	"action" text NOT NULL,
	"from_state" smallint,
	"to_state" smallint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_contract_logs_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_contracts" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_no" text NOT NULL,
	"name" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"signer_user_id" bigint,
	"contract_date" date NOT NULL,
	"start_date" date,
	"end_date" date,
	"state" smallint DEFAULT 1 NOT NULL,
	"approval" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"received" numeric(15, 2) DEFAULT '0' NOT NULL,
	"shipping_state" smallint DEFAULT 1 NOT NULL,
	"signing_state" smallint DEFAULT 1 NOT NULL,
	"note" text,
	"template_id" bigint,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sales_contracts_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "sales_contracts_state" CHECK (state between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "sales_payment_plans" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_payment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"received" numeric(15, 2) DEFAULT '0' NOT NULL,
	"note" text,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_payment_plans_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_payments" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"payment_plan_id" bigint NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_payments_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "maintenance_contracts" ADD CONSTRAINT "maintenance_contracts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_contracts" ADD CONSTRAINT "maintenance_contracts_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_enterprise_id_contract_id_maintenance_contracts_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","contract_id") REFERENCES "public"."maintenance_contracts"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_enterprise_id_plan_id_maintenance_plans_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","plan_id") REFERENCES "public"."maintenance_plans"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contract_logs" ADD CONSTRAINT "sales_contract_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contracts" ADD CONSTRAINT "sales_contracts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contracts" ADD CONSTRAINT "sales_contracts_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payment_plans" ADD CONSTRAINT "sales_payment_plans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payment_plans" ADD CONSTRAINT "sales_payment_plans_enterprise_id_contract_id_sales_contracts_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","contract_id") REFERENCES "public"."sales_contracts"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payments" ADD CONSTRAINT "sales_payments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payments" ADD CONSTRAINT "sales_payments_enterprise_id_payment_plan_id_sales_payment_plans_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","payment_plan_id") REFERENCES "public"."sales_payment_plans"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_contracts_list_idx" ON "maintenance_contracts" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "maintenance_contracts_customer_idx" ON "maintenance_contracts" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_plans_contract_idx" ON "maintenance_plans" USING btree ("enterprise_id","contract_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_plans_live_idx" ON "maintenance_plans" USING btree ("enterprise_id","id") WHERE deleted_at is null and enabled;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_tasks_plan_due_uq" ON "maintenance_tasks" USING btree ("enterprise_id","plan_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_tasks_order_uq" ON "maintenance_tasks" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "maintenance_tasks_list_idx" ON "maintenance_tasks" USING btree ("enterprise_id","due_date","id");--> statement-breakpoint
CREATE INDEX "maintenance_tasks_contract_idx" ON "maintenance_tasks" USING btree ("enterprise_id","contract_id","due_date");--> statement-breakpoint
CREATE INDEX "sales_contract_logs_contract_idx" ON "sales_contract_logs" USING btree ("enterprise_id","contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contracts_no_uq" ON "sales_contracts" USING btree ("enterprise_id","contract_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_contracts_list_idx" ON "sales_contracts" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sales_contracts_state_idx" ON "sales_contracts" USING btree ("enterprise_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_contracts_customer_idx" ON "sales_contracts" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_payment_plans_contract_idx" ON "sales_payment_plans" USING btree ("enterprise_id","contract_id","due_date","id");--> statement-breakpoint
CREATE INDEX "sales_payment_plans_due_idx" ON "sales_payment_plans" USING btree ("enterprise_id","due_date","id");--> statement-breakpoint
CREATE INDEX "sales_payments_contract_idx" ON "sales_payments" USING btree ("enterprise_id","contract_id","id");