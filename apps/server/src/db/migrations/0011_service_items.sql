CREATE TABLE "service_item_templates" (
	"enterprise_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	CONSTRAINT "service_item_templates_enterprise_id_item_id_template_id_pk" PRIMARY KEY("enterprise_id","item_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text,
	"price" numeric(15, 2) NOT NULL,
	"unit" text NOT NULL,
	"individual_commission" numeric(15, 2),
	"team_commission" numeric(15, 2),
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "service_items_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_item_templates" ADD CONSTRAINT "service_item_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_templates" ADD CONSTRAINT "service_item_templates_enterprise_id_item_id_service_items_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","item_id") REFERENCES "public"."service_items"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_templates" ADD CONSTRAINT "service_item_templates_enterprise_id_template_id_form_templates_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","template_id") REFERENCES "public"."form_templates"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_items" ADD CONSTRAINT "service_items_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_items" ADD CONSTRAINT "service_items_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_item_templates_template_idx" ON "service_item_templates" USING btree ("enterprise_id","template_id","item_id");--> statement-breakpoint
CREATE INDEX "service_items_list_idx" ON "service_items" USING btree ("enterprise_id","sort","id" DESC NULLS LAST) WHERE "service_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_items_category_idx" ON "service_items" USING btree ("enterprise_id","category") WHERE "service_items"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_items_name_uq" ON "service_items" USING btree ("enterprise_id","name") WHERE "service_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_items_name_trgm_idx" ON "service_items" USING gin ("name" gin_trgm_ops);