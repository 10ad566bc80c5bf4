CREATE TABLE "stat_done_month_totals" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"template_id" bigint NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"service_minutes" bigint DEFAULT 0 NOT NULL,
	"lead_minutes" bigint DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"evaluated" integer DEFAULT 0 NOT NULL,
	"eval_score" integer DEFAULT 0 NOT NULL,
	"satisfied" integer DEFAULT 0 NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_done_month_totals_enterprise_id_month_template_id_pk" PRIMARY KEY("enterprise_id","month","template_id")
);
--> statement-breakpoint
CREATE TABLE "stat_done_months" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"template_id" bigint NOT NULL,
	"engineer_id" bigint DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"amount" numeric(15, 2) DEFAULT '0' NOT NULL,
	"service_minutes" bigint DEFAULT 0 NOT NULL,
	"lead_minutes" bigint DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"evaluated" integer DEFAULT 0 NOT NULL,
	"eval_score" integer DEFAULT 0 NOT NULL,
	"satisfied" integer DEFAULT 0 NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_done_months_enterprise_id_month_template_id_engineer_id_pk" PRIMARY KEY("enterprise_id","month","template_id","engineer_id")
);
--> statement-breakpoint
CREATE TABLE "stat_order_month_totals" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"state" smallint NOT NULL,
	"template_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_order_month_totals_enterprise_id_month_state_template_id_pk" PRIMARY KEY("enterprise_id","month","state","template_id")
);
--> statement-breakpoint
CREATE TABLE "stat_order_months" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"state" smallint NOT NULL,
	"template_id" bigint NOT NULL,
	"engineer_id" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_order_months_enterprise_id_month_state_template_id_engineer_id_pk" PRIMARY KEY("enterprise_id","month","state","template_id","engineer_id")
);
--> statement-breakpoint
ALTER TABLE "stat_done_month_totals" ADD CONSTRAINT "stat_done_month_totals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_done_months" ADD CONSTRAINT "stat_done_months_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_order_month_totals" ADD CONSTRAINT "stat_order_month_totals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_order_months" ADD CONSTRAINT "stat_order_months_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "stat_order_months" ("enterprise_id", "month", "state", "template_id", "engineer_id", "orders")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "state", "template_id", "engineer_id", sum("orders")::int
    FROM "stat_order_days" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "stat_order_month_totals" ("enterprise_id", "month", "state", "template_id", "orders")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "state", "template_id", sum("orders")::int
    FROM "stat_order_totals" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "stat_done_months" ("enterprise_id", "month", "template_id", "engineer_id", "completed", "amount", "service_minutes",
    "lead_minutes", "on_time", "late", "evaluated", "eval_score", "satisfied", "solved")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "template_id", "engineer_id", sum("completed")::int, sum("amount"),
         sum("service_minutes")::bigint, sum("lead_minutes")::bigint, sum("on_time")::int, sum("late")::int, sum("evaluated")::int,
         sum("eval_score")::int, sum("satisfied")::int, sum("solved")::int
    FROM "stat_done_days" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "stat_done_month_totals" ("enterprise_id", "month", "template_id", "completed", "amount", "service_minutes",
    "lead_minutes", "on_time", "late", "evaluated", "eval_score", "satisfied", "solved")
  SELECT "enterprise_id", date_trunc('month', "day")::date, "template_id", sum("completed")::int, sum("amount"),
         sum("service_minutes")::bigint, sum("lead_minutes")::bigint, sum("on_time")::int, sum("late")::int, sum("evaluated")::int,
         sum("eval_score")::int, sum("satisfied")::int, sum("solved")::int
    FROM "stat_done_totals" GROUP BY 1, 2, 3;
