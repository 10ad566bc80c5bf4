CREATE TABLE "system_settings" (
	"enterprise_id" bigint NOT NULL,
	"code" integer NOT NULL,
	"value" jsonb,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_settings_enterprise_id_code_pk" PRIMARY KEY("enterprise_id","code")
);
--> statement-breakpoint
CREATE TABLE "spare_applications" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "spare_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"audit_state" smallint DEFAULT 0 NOT NULL,
	"applicant_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"note" text,
	"reject_reason" text,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_applications_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "spare_applications_type" CHECK (type in (1, 2)),
	CONSTRAINT "spare_applications_state" CHECK (audit_state in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "spare_movements" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "spare_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"part_id" bigint NOT NULL,
	"holder_kind" smallint NOT NULL,
	"holder_id" bigint NOT NULL,
	"delta" numeric(15, 2) NOT NULL,
	"balance" numeric(15, 2) NOT NULL,
	"reason" text,
	"note" text,
	"doc_kind" text,
	"doc_id" bigint,
	"actor_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_movements_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "spare_movements_delta" CHECK (delta <> 0)
);
--> statement-breakpoint
CREATE TABLE "spare_parts" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "spare_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_id" bigint,
	"model" text,
	"unit" text,
	"sale_price" numeric(15, 2) DEFAULT '0' NOT NULL,
	"cost_price" numeric(15, 2) DEFAULT '0' NOT NULL,
	"personal_commission" numeric(15, 2) DEFAULT '0' NOT NULL,
	"team_commission" numeric(15, 2) DEFAULT '0' NOT NULL,
	"alert_qty" numeric(15, 2) DEFAULT '0' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "spare_parts_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "spare_stock" (
	"enterprise_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"holder_kind" smallint NOT NULL,
	"holder_id" bigint NOT NULL,
	"qty" numeric(15, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spare_stock_enterprise_id_part_id_holder_kind_holder_id_pk" PRIMARY KEY("enterprise_id","part_id","holder_kind","holder_id"),
	CONSTRAINT "spare_stock_not_negative" CHECK (qty >= 0)
);
--> statement-breakpoint
CREATE TABLE "spare_stocktakings" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "spare_stocktakings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" bigint,
	"posted_at" timestamp with time zone,
	CONSTRAINT "spare_stocktakings_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "spare_types" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "spare_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "spare_types_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"head_user_id" bigint,
	"phone" text,
	"address" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "warehouses_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "warehouses_kind" CHECK (kind in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_applications" ADD CONSTRAINT "spare_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_applications" ADD CONSTRAINT "spare_applications_enterprise_id_applicant_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","applicant_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_applications" ADD CONSTRAINT "spare_applications_enterprise_id_warehouse_id_warehouses_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","warehouse_id") REFERENCES "public"."warehouses"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_movements" ADD CONSTRAINT "spare_movements_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD CONSTRAINT "spare_parts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD CONSTRAINT "spare_parts_enterprise_id_type_id_spare_types_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","type_id") REFERENCES "public"."spare_types"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock" ADD CONSTRAINT "spare_stock_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stock" ADD CONSTRAINT "spare_stock_enterprise_id_part_id_spare_parts_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","part_id") REFERENCES "public"."spare_parts"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakings" ADD CONSTRAINT "spare_stocktakings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_stocktakings" ADD CONSTRAINT "spare_stocktakings_enterprise_id_warehouse_id_warehouses_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","warehouse_id") REFERENCES "public"."warehouses"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spare_types" ADD CONSTRAINT "spare_types_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_enterprise_id_head_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","head_user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spare_applications_list_idx" ON "spare_applications" USING btree ("enterprise_id","audit_state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_applications_mine_idx" ON "spare_applications" USING btree ("enterprise_id","applicant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_movements_list_idx" ON "spare_movements" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_movements_part_idx" ON "spare_movements" USING btree ("enterprise_id","part_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_movements_holder_idx" ON "spare_movements" USING btree ("enterprise_id","holder_kind","holder_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "spare_parts_code_uq" ON "spare_parts" USING btree ("enterprise_id","code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "spare_parts_list_idx" ON "spare_parts" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "spare_parts_type_idx" ON "spare_parts" USING btree ("enterprise_id","type_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "spare_stock_holder_idx" ON "spare_stock" USING btree ("enterprise_id","holder_kind","holder_id","part_id");--> statement-breakpoint
CREATE INDEX "spare_stocktakings_list_idx" ON "spare_stocktakings" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "spare_types_name_uq" ON "spare_types" USING btree ("enterprise_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_uq" ON "warehouses" USING btree ("enterprise_id","name") WHERE deleted_at is null;