CREATE TABLE "customer_products" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"serial_number" text,
	"warranty_start" date,
	"warranty_end" date,
	"purchase_date" date,
	"delivery_date" date,
	"install_date" date,
	"production_date" date,
	"qr_code_id" bigint,
	"qr_bound_at" timestamp with time zone,
	"scene_image" text,
	"template_id" bigint,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customer_products_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "qr_batches" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qr_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_batches_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "qr_code_logs" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qr_code_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"qr_code_id" bigint NOT NULL,
	"customer_product_id" bigint NOT NULL,
	"action" smallint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_code_logs_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qr_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_product_id" bigint NOT NULL,
	"qr_code_id" bigint,
	"qr_bound_at" timestamp with time zone,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"handled_by" bigint,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_enterprise_id_product_id_products_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","product_id") REFERENCES "public"."products"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_enterprise_id_qr_code_id_qr_codes_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","qr_code_id") REFERENCES "public"."qr_codes"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_batches" ADD CONSTRAINT "qr_batches_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_batches" ADD CONSTRAINT "qr_batches_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_logs" ADD CONSTRAINT "qr_code_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_logs" ADD CONSTRAINT "qr_code_logs_enterprise_id_qr_code_id_qr_codes_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","qr_code_id") REFERENCES "public"."qr_codes"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_logs" ADD CONSTRAINT "qr_code_logs_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_enterprise_id_batch_id_qr_batches_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","batch_id") REFERENCES "public"."qr_batches"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_enterprise_id_customer_product_id_customer_products_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_product_id") REFERENCES "public"."customer_products"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_enterprise_id_qr_code_id_qr_codes_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","qr_code_id") REFERENCES "public"."qr_codes"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_enterprise_id_handled_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","handled_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_products_list_idx" ON "customer_products" USING btree ("enterprise_id","deleted_at","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_products_warranty_idx" ON "customer_products" USING btree ("enterprise_id","warranty_end","id") WHERE "customer_products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_products_customer_idx" ON "customer_products" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_products_product_idx" ON "customer_products" USING btree ("enterprise_id","product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_products_qr_uq" ON "customer_products" USING btree ("enterprise_id","qr_code_id") WHERE "customer_products"."qr_code_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_products_custom_values_idx" ON "customer_products" USING gin ("custom_values" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "customer_products_serial_idx" ON "customer_products" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qr_batches_name_uq" ON "qr_batches" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "qr_batches_list_idx" ON "qr_batches" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qr_code_logs_code_idx" ON "qr_code_logs" USING btree ("enterprise_id","qr_code_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_code_uq" ON "qr_codes" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "qr_codes_code_idx" ON "qr_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qr_codes_batch_idx" ON "qr_codes" USING btree ("enterprise_id","batch_id","id");--> statement-breakpoint
CREATE INDEX "service_requests_list_idx" ON "service_requests" USING btree ("enterprise_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_product_idx" ON "service_requests" USING btree ("enterprise_id","customer_product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_code_idx" ON "service_requests" USING btree ("enterprise_id","qr_code_id","created_at");