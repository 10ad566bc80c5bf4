CREATE TABLE "settlement_bills" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"payee_id" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_months" smallint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" bigint,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_bills_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "settlement_bills_cycle" CHECK (cycle_months between 1 and 12 and state in (1, 2) and kind in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "settlement_fines" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_fines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"date" date NOT NULL,
	"audit_state" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"bill_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_fines_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "settlement_fines_state" CHECK (type in (1, 2) and audit_state in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"payee_id" bigint NOT NULL,
	"line_type" smallint NOT NULL,
	"order_id" bigint,
	"order_no" text,
	"service_item_id" bigint,
	"item_name" text,
	"quantity" integer,
	"base_amount" numeric(15, 2),
	"share" text,
	"rule_id" bigint,
	"rule_name" text,
	"fine_id" bigint,
	"note" text,
	"amount" numeric(15, 2) NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "settlement_lines_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "settlement_orders" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"personal_settled_at" timestamp with time zone,
	"team_settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_orders_enterprise_id_order_id_pk" PRIMARY KEY("enterprise_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_rules" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"priority" smallint DEFAULT 100 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" smallint NOT NULL,
	"value" numeric(15, 2) NOT NULL,
	"server_ratio" smallint DEFAULT 100 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "settlement_rules_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "settlement_rules_priority" CHECK (priority between 1 and 100),
	CONSTRAINT "settlement_rules_ratio" CHECK (server_ratio between 0 and 100),
	CONSTRAINT "settlement_rules_kind" CHECK (kind in (1, 2) and mode in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "settlement_bills" ADD CONSTRAINT "settlement_bills_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_fines" ADD CONSTRAINT "settlement_fines_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_fines" ADD CONSTRAINT "settlement_fines_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_enterprise_id_bill_id_settlement_bills_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","bill_id") REFERENCES "public"."settlement_bills"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_orders" ADD CONSTRAINT "settlement_orders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_orders" ADD CONSTRAINT "settlement_orders_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_rules" ADD CONSTRAINT "settlement_rules_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_bills_list_idx" ON "settlement_bills" USING btree ("enterprise_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_bills_payee_idx" ON "settlement_bills" USING btree ("enterprise_id","kind","payee_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_fines_list_idx" ON "settlement_fines" USING btree ("enterprise_id","audit_state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_fines_open_idx" ON "settlement_fines" USING btree ("enterprise_id","user_id","date") WHERE audit_state = 1 and bill_id is null;--> statement-breakpoint
CREATE INDEX "settlement_lines_bill_idx" ON "settlement_lines" USING btree ("enterprise_id","bill_id","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_settled_idx" ON "settlement_lines" USING btree ("enterprise_id","kind","order_id","payee_id") WHERE confirmed and order_id is not null;--> statement-breakpoint
CREATE INDEX "settlement_orders_cycle_idx" ON "settlement_orders" USING btree ("enterprise_id","completed_at");--> statement-breakpoint
CREATE INDEX "settlement_orders_personal_idx" ON "settlement_orders" USING btree ("enterprise_id","personal_settled_at") WHERE personal_settled_at is not null;--> statement-breakpoint
CREATE INDEX "settlement_orders_team_idx" ON "settlement_orders" USING btree ("enterprise_id","team_settled_at") WHERE team_settled_at is not null;--> statement-breakpoint
CREATE INDEX "settlement_rules_live_idx" ON "settlement_rules" USING btree ("enterprise_id","kind","priority","id") WHERE deleted_at is null;