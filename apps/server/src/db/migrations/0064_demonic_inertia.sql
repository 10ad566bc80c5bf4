CREATE TABLE "stat_unit_days" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"template_id" bigint NOT NULL,
	"engineer_id" bigint DEFAULT 0 NOT NULL,
	"customer_id" bigint DEFAULT 0 NOT NULL,
	"unit_id" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_unit_days_enterprise_id_day_template_id_engineer_id_customer_id_unit_id_pk" PRIMARY KEY("enterprise_id","day","template_id","engineer_id","customer_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "stat_unit_months" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"template_id" bigint NOT NULL,
	"engineer_id" bigint DEFAULT 0 NOT NULL,
	"customer_id" bigint DEFAULT 0 NOT NULL,
	"unit_id" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_unit_months_enterprise_id_month_template_id_engineer_id_customer_id_unit_id_pk" PRIMARY KEY("enterprise_id","month","template_id","engineer_id","customer_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "stat_order_facts" ADD COLUMN "customer_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_order_facts" ADD COLUMN "unit_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_unit_days" ADD CONSTRAINT "stat_unit_days_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_unit_months" ADD CONSTRAINT "stat_unit_months_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- backfill (issue 28, product usage): each counted order's customer and unit into its fact, then the
-- facts summed into the new day rows and those into the month rows (as the stats aggregates count)
UPDATE "stat_order_facts" f SET "customer_id" = coalesce(o."customer_id", 0), "unit_id" = coalesce(o."customer_product_id", 0)
  FROM "orders" o WHERE o."enterprise_id" = f."enterprise_id" AND o."id" = f."order_id";--> statement-breakpoint
INSERT INTO "stat_unit_days" ("enterprise_id", "day", "template_id", "engineer_id", "customer_id", "unit_id", "orders", "completed")
  SELECT "enterprise_id", "day", "template_id", "engineer_id", "customer_id", "unit_id", count(*)::int,
         count(*) FILTER (WHERE "state" = 5)::int
    FROM "stat_order_facts" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "stat_unit_months" ("enterprise_id", "month", "template_id", "engineer_id", "customer_id", "unit_id", "orders", "completed")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "template_id", "engineer_id", "customer_id", "unit_id",
         sum("orders")::int, sum("completed")::int
    FROM "stat_unit_days" GROUP BY 1, 2, 3, 4, 5, 6;
