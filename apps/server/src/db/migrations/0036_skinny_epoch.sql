CREATE TABLE "collection_methods" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "collection_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_image" text,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "collection_methods_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "collection_methods_kind" CHECK (kind between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "collection_payments" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "collection_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collection_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"customer_id" bigint,
	"template_id" bigint NOT NULL,
	"method_id" bigint,
	"method_name" text NOT NULL,
	"kind" smallint NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"note" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"token_id" text,
	"paid_on" date NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_payments_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "collection_payments_amount" CHECK (amount > 0),
	CONSTRAINT "collection_payments_kind" CHECK (kind between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "order_collections" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"order_title" text NOT NULL,
	"template_id" bigint NOT NULL,
	"customer_id" bigint,
	"customer_name" text NOT NULL,
	"server_user_id" bigint,
	"amount_due" numeric(15, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(15, 2) DEFAULT '0' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_collections_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "order_collections_state" CHECK (state between 1 and 3),
	CONSTRAINT "order_collections_not_over" CHECK (amount_paid >= 0 and amount_paid <= amount_due)
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"order_count" integer NOT NULL,
	"orders_billed" numeric(15, 2) DEFAULT '0' NOT NULL,
	"orders_collected" numeric(15, 2) DEFAULT '0' NOT NULL,
	"contracts_billed" numeric(15, 2) DEFAULT '0' NOT NULL,
	"contracts_collected" numeric(15, 2) DEFAULT '0' NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliations_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "collection_methods" ADD CONSTRAINT "collection_methods_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_payments" ADD CONSTRAINT "collection_payments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_payments" ADD CONSTRAINT "collection_payments_enterprise_id_collection_id_order_collections_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","collection_id") REFERENCES "public"."order_collections"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_collections" ADD CONSTRAINT "order_collections_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_collections" ADD CONSTRAINT "order_collections_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_methods_name_uq" ON "collection_methods" USING btree ("enterprise_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "collection_payments_collection_idx" ON "collection_payments" USING btree ("enterprise_id","collection_id","id");--> statement-breakpoint
CREATE INDEX "collection_payments_paid_idx" ON "collection_payments" USING btree ("enterprise_id","paid_on","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_payments_token_uq" ON "collection_payments" USING btree ("enterprise_id","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_collections_order_uq" ON "order_collections" USING btree ("enterprise_id","order_id");--> statement-breakpoint
CREATE INDEX "order_collections_list_idx" ON "order_collections" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_collections_state_idx" ON "order_collections" USING btree ("enterprise_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_collections_customer_idx" ON "order_collections" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliations_period_uq" ON "reconciliations" USING btree ("enterprise_id","period_from","period_to","customer_id");--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("enterprise_id","completed_at","customer_id") WHERE state = 5 and deleted_at is null;