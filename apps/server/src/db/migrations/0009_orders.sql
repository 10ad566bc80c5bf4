CREATE TABLE "order_counters" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_counters_enterprise_id_day_pk" PRIMARY KEY("enterprise_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_evaluations" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"solved" boolean NOT NULL,
	"quality" smallint NOT NULL,
	"attitude" smallint NOT NULL,
	"speed" smallint NOT NULL,
	"suggestion" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_evaluations_enterprise_id_order_id_pk" PRIMARY KEY("enterprise_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint,
	"action" text NOT NULL,
	"from_state" smallint,
	"to_state" smallint,
	"note" text,
	"lng" double precision,
	"lat" double precision,
	"location" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_logs_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_members" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"role" smallint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_members_enterprise_id_order_id_role_user_id_pk" PRIMARY KEY("enterprise_id","order_id","role","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_service_lines" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"service_item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	CONSTRAINT "order_service_lines_enterprise_id_order_id_service_item_id_pk" PRIMARY KEY("enterprise_id","order_id","service_item_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"template_id" bigint NOT NULL,
	"order_type" smallint DEFAULT 1 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"state" smallint NOT NULL,
	"invalid" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"customer_product_id" bigint,
	"contact_name" text,
	"contact_phone" text,
	"address" jsonb,
	"address_text" text,
	"appointment_at" timestamp with time zone,
	"estimated_at" timestamp with time zone,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"server_user_id" bigint,
	"assigned_by" bigint,
	"created_by" bigint NOT NULL,
	"event_id" bigint,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"service_minutes" integer,
	"service_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"sparepart_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"other_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"preferential_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"signature" text,
	"receipt_at" timestamp with time zone,
	"receipt_code_hash" text,
	"receipt_code_sent_at" timestamp with time zone,
	"receipt_code_tries" smallint DEFAULT 0 NOT NULL,
	"eval_token" text,
	"archived_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "search_plans" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "search_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_plans_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_evaluations" ADD CONSTRAINT "order_evaluations_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_members" ADD CONSTRAINT "order_members_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_members" ADD CONSTRAINT "order_members_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_members" ADD CONSTRAINT "order_members_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_lines" ADD CONSTRAINT "order_service_lines_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_service_lines" ADD CONSTRAINT "order_service_lines_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enterprise_id_server_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","server_user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_plans" ADD CONSTRAINT "search_plans_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_plans" ADD CONSTRAINT "search_plans_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("enterprise_id","order_id","id");--> statement-breakpoint
CREATE INDEX "order_members_user_idx" ON "order_members" USING btree ("enterprise_id","user_id","role","order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("enterprise_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_eval_token_uq" ON "orders" USING btree ("eval_token");--> statement-breakpoint
CREATE INDEX "orders_list_idx" ON "orders" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null and archived_at is null;--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("enterprise_id","state","id" DESC NULLS LAST) WHERE deleted_at is null and archived_at is null;--> statement-breakpoint
CREATE INDEX "orders_server_idx" ON "orders" USING btree ("enterprise_id","server_user_id","state","id" DESC NULLS LAST) WHERE deleted_at is null and archived_at is null;--> statement-breakpoint
CREATE INDEX "orders_creator_idx" ON "orders" USING btree ("enterprise_id","created_by","id" DESC NULLS LAST) WHERE deleted_at is null and archived_at is null;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("enterprise_id","estimated_at") WHERE deleted_at is null and archived_at is null and state in (0, 1, 2, 3, 4, 7);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("enterprise_id","created_at") WHERE deleted_at is null and archived_at is null;--> statement-breakpoint
CREATE INDEX "orders_archived_idx" ON "orders" USING btree ("enterprise_id","archived_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "orders_deleted_idx" ON "orders" USING btree ("enterprise_id","deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_custom_values_idx" ON "orders" USING gin ("custom_values" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "search_plans_user_idx" ON "search_plans" USING btree ("enterprise_id","user_id","page","id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_plans_name_uq" ON "search_plans" USING btree ("enterprise_id","user_id","page","name");