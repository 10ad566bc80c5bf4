CREATE TABLE "fault_part_daily" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"template_id" bigint NOT NULL,
	"server_user_id" bigint NOT NULL,
	"fault_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"replaced" integer DEFAULT 0 NOT NULL,
	"qty" numeric(15, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "fault_part_daily_enterprise_id_day_template_id_server_user_id_fault_id_part_id_pk" PRIMARY KEY("enterprise_id","day","template_id","server_user_id","fault_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "fault_part_monthly" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"template_id" bigint NOT NULL,
	"server_user_id" bigint NOT NULL,
	"fault_id" bigint NOT NULL,
	"part_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"replaced" integer DEFAULT 0 NOT NULL,
	"qty" numeric(15, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "fault_part_monthly_enterprise_id_month_template_id_server_user_id_fault_id_part_id_pk" PRIMARY KEY("enterprise_id","month","template_id","server_user_id","fault_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "fault_part_daily" ADD CONSTRAINT "fault_part_daily_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_part_monthly" ADD CONSTRAINT "fault_part_monthly_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- backfill (issue 28, /FaultReplace): every order with fault picks, on its picks' day, template and
-- server, per phenomenon and once as itself (fault 0), its parts' row (part 0) and a row per part
-- (as modules/faults/replacements.ts counts them), then the days summed by month
INSERT INTO "fault_part_daily" ("enterprise_id", "day", "template_id", "server_user_id", "fault_id", "part_id", "orders", "replaced", "qty")
  WITH k AS (
      SELECT o."enterprise_id", o."order_id", o."day", o."template_id", o."server_user_id", o."fault_id" FROM "order_faults" o
      UNION ALL
      SELECT DISTINCT o."enterprise_id", o."order_id", o."day", o."template_id", o."server_user_id", 0::bigint FROM "order_faults" o),
    p AS (SELECT l."enterprise_id", l."order_id", l."part_id", sum(l."quantity") AS qty FROM "order_spare_parts" l
           WHERE EXISTS (SELECT 1 FROM "order_faults" o WHERE o."enterprise_id" = l."enterprise_id" AND o."order_id" = l."order_id")
           GROUP BY 1, 2, 3),
    t AS (SELECT "enterprise_id", "order_id", sum(qty) AS qty FROM p GROUP BY 1, 2)
  SELECT x."enterprise_id", x."day", x."template_id", x."server_user_id", x."fault_id", x.part_id, count(*)::int,
         count(*) FILTER (WHERE x.has)::int, coalesce(sum(x.qty), 0)
    FROM (SELECT k."enterprise_id", k."day", k."template_id", k."server_user_id", k."fault_id", 0::bigint AS part_id,
                 t."order_id" IS NOT NULL AS has, t.qty
            FROM k LEFT JOIN t ON t."enterprise_id" = k."enterprise_id" AND t."order_id" = k."order_id"
          UNION ALL
          SELECT k."enterprise_id", k."day", k."template_id", k."server_user_id", k."fault_id", p."part_id", true, p.qty
            FROM k JOIN p ON p."enterprise_id" = k."enterprise_id" AND p."order_id" = k."order_id") x
   GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "fault_part_monthly" ("enterprise_id", "month", "template_id", "server_user_id", "fault_id", "part_id", "orders", "replaced", "qty")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "template_id", "server_user_id", "fault_id", "part_id",
         sum("orders")::int, sum("replaced")::int, sum("qty")
    FROM "fault_part_daily" GROUP BY 1, 2, 3, 4, 5, 6;
