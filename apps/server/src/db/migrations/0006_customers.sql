CREATE TABLE "custom_buttons" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "custom_buttons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"template_id" bigint,
	"name" text NOT NULL,
	"action" jsonb NOT NULL,
	"role_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_buttons_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"help" text,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"condition" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "form_fields_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'standard' NOT NULL,
	"description" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"share_state" smallint DEFAULT 0 NOT NULL,
	"share_note" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"system_view" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "form_templates_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"province" text NOT NULL,
	"city" text,
	"region" text,
	"detail" text,
	"lng" double precision,
	"lat" double precision,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_contacts_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_permissions" (
	"enterprise_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_permissions_enterprise_id_customer_id_user_id_pk" PRIMARY KEY("enterprise_id","customer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "customer_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"visibility" smallint DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"owner_user_id" bigint,
	"service_team_id" bigint,
	"template_id" bigint,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_buttons" ADD CONSTRAINT "custom_buttons_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_buttons" ADD CONSTRAINT "custom_buttons_enterprise_id_template_id_form_templates_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","template_id") REFERENCES "public"."form_templates"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_enterprise_id_template_id_form_templates_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","template_id") REFERENCES "public"."form_templates"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_permissions" ADD CONSTRAINT "customer_permissions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_permissions" ADD CONSTRAINT "customer_permissions_enterprise_id_customer_id_customers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","customer_id") REFERENCES "public"."customers"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_permissions" ADD CONSTRAINT "customer_permissions_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD CONSTRAINT "customer_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_enterprise_id_owner_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","owner_user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_buttons_list_idx" ON "custom_buttons" USING btree ("enterprise_id","kind","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_fields_code_uq" ON "form_fields" USING btree ("enterprise_id","template_id","code") WHERE "form_fields"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_fields_list_idx" ON "form_fields" USING btree ("enterprise_id","kind","template_id","sort","id") WHERE "form_fields"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_name_uq" ON "form_templates" USING btree ("enterprise_id","kind","name") WHERE "form_templates"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_default_uq" ON "form_templates" USING btree ("enterprise_id","kind") WHERE "form_templates"."is_default" and "form_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_templates_list_idx" ON "form_templates" USING btree ("enterprise_id","kind","sort","id") WHERE "form_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("enterprise_id","customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("enterprise_id","customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("enterprise_id","customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_default_uq" ON "customer_contacts" USING btree ("enterprise_id","customer_id") WHERE "customer_contacts"."is_default";--> statement-breakpoint
CREATE INDEX "customer_contacts_search_idx" ON "customer_contacts" USING gin (("name" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_permissions_user_idx" ON "customer_permissions" USING btree ("enterprise_id","user_id","customer_id");--> statement-breakpoint
CREATE INDEX "customers_list_idx" ON "customers" USING btree ("enterprise_id","deleted_at","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_uq" ON "customers" USING btree ("enterprise_id","name") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_owner_idx" ON "customers" USING btree ("enterprise_id","owner_user_id","id");--> statement-breakpoint
CREATE INDEX "customers_team_idx" ON "customers" USING btree ("enterprise_id","service_team_id","id");--> statement-breakpoint
CREATE INDEX "customers_custom_values_idx" ON "customers" USING gin ("custom_values" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);