CREATE TABLE "fault_monthly_categories" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"template_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"fault_id" bigint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fault_monthly_categories_enterprise_id_month_template_id_category_id_fault_id_pk" PRIMARY KEY("enterprise_id","month","template_id","category_id","fault_id")
);
--> statement-breakpoint
CREATE TABLE "fault_monthly_servers" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"template_id" bigint NOT NULL,
	"server_user_id" bigint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fault_monthly_servers_enterprise_id_month_template_id_server_user_id_pk" PRIMARY KEY("enterprise_id","month","template_id","server_user_id")
);
--> statement-breakpoint
ALTER TABLE "fault_monthly_categories" ADD CONSTRAINT "fault_monthly_categories_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_monthly_servers" ADD CONSTRAINT "fault_monthly_servers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fault_daily_server_idx" ON "fault_daily" USING btree ("enterprise_id","server_user_id","day");--> statement-breakpoint
-- backfill the monthly counts from the picks (fault_daily is kept from the same rows)
INSERT INTO "fault_monthly_servers" ("enterprise_id", "month", "template_id", "server_user_id", "n")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "template_id", "server_user_id", count(*)::int
    FROM "order_faults" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "fault_monthly_categories" ("enterprise_id", "month", "template_id", "category_id", "fault_id", "n")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "template_id", "category_id", "fault_id", count(*)::int
    FROM "order_faults" GROUP BY 1, 2, 3, 4, 5;
