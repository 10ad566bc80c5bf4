CREATE TABLE "old_parts" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "old_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"sn_code" text,
	"quantity" numeric(15, 2) NOT NULL,
	"engineer_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"warehouse_id" bigint,
	"returned_at" timestamp with time zone,
	"received_by" bigint,
	"received_at" timestamp with time zone,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_parts_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "old_parts_state" CHECK (state in (0, 1, 2)),
	CONSTRAINT "old_parts_qty" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "order_spare_parts" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_spare_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"holder_kind" smallint NOT NULL,
	"holder_id" bigint NOT NULL,
	"quantity" numeric(15, 2) NOT NULL,
	"price" numeric(15, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"batch" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_spare_parts_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "order_spare_parts_qty" CHECK (quantity > 0)
);
--> statement-breakpoint
ALTER TABLE "old_parts" ADD CONSTRAINT "old_parts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_parts" ADD CONSTRAINT "old_parts_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_parts" ADD CONSTRAINT "old_parts_enterprise_id_part_id_spare_parts_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","part_id") REFERENCES "public"."spare_parts"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_parts" ADD CONSTRAINT "old_parts_enterprise_id_engineer_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","engineer_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_parts" ADD CONSTRAINT "old_parts_enterprise_id_warehouse_id_warehouses_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","warehouse_id") REFERENCES "public"."warehouses"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_spare_parts" ADD CONSTRAINT "order_spare_parts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_spare_parts" ADD CONSTRAINT "order_spare_parts_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_spare_parts" ADD CONSTRAINT "order_spare_parts_enterprise_id_part_id_spare_parts_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","part_id") REFERENCES "public"."spare_parts"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "old_parts_order_idx" ON "old_parts" USING btree ("enterprise_id","order_id","id");--> statement-breakpoint
CREATE INDEX "old_parts_engineer_idx" ON "old_parts" USING btree ("enterprise_id","engineer_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "old_parts_list_idx" ON "old_parts" USING btree ("enterprise_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_spare_parts_order_idx" ON "order_spare_parts" USING btree ("enterprise_id","order_id","id");