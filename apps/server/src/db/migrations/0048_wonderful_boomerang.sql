CREATE TABLE "stat_done_totals" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
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
	CONSTRAINT "stat_done_totals_enterprise_id_day_template_id_pk" PRIMARY KEY("enterprise_id","day","template_id")
);
--> statement-breakpoint
CREATE TABLE "stat_order_totals" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"state" smallint NOT NULL,
	"template_id" bigint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_order_totals_enterprise_id_day_state_template_id_pk" PRIMARY KEY("enterprise_id","day","state","template_id")
);
--> statement-breakpoint
ALTER TABLE "stat_done_totals" ADD CONSTRAINT "stat_done_totals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_order_totals" ADD CONSTRAINT "stat_order_totals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;