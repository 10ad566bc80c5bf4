CREATE TABLE "fault_daily" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"fault_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"server_user_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fault_daily_enterprise_id_day_fault_id_template_id_server_user_id_category_id_pk" PRIMARY KEY("enterprise_id","day","fault_id","template_id","server_user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "fault_phenomena" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fault_phenomena_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category_id" bigint,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "fault_phenomena_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_faults" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"fault_id" bigint NOT NULL,
	"day" date NOT NULL,
	"template_id" bigint NOT NULL,
	"server_user_id" bigint DEFAULT 0 NOT NULL,
	"category_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_faults_enterprise_id_order_id_fault_id_pk" PRIMARY KEY("enterprise_id","order_id","fault_id")
);
--> statement-breakpoint
ALTER TABLE "fault_daily" ADD CONSTRAINT "fault_daily_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_phenomena" ADD CONSTRAINT "fault_phenomena_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_phenomena" ADD CONSTRAINT "fault_phenomena_enterprise_id_category_id_product_categories_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","category_id") REFERENCES "public"."product_categories"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_phenomena" ADD CONSTRAINT "fault_phenomena_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_faults" ADD CONSTRAINT "order_faults_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_faults" ADD CONSTRAINT "order_faults_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_faults" ADD CONSTRAINT "order_faults_enterprise_id_fault_id_fault_phenomena_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","fault_id") REFERENCES "public"."fault_phenomena"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fault_phenomena_name_uq" ON "fault_phenomena" USING btree ("enterprise_id",coalesce("category_id", 0),"name") WHERE "fault_phenomena"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fault_phenomena_list_idx" ON "fault_phenomena" USING btree ("enterprise_id","category_id","sort","id");--> statement-breakpoint
CREATE INDEX "order_faults_fault_idx" ON "order_faults" USING btree ("enterprise_id","fault_id");