CREATE TABLE "fault_daily_totals" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"fault_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fault_daily_totals_enterprise_id_day_fault_id_template_id_pk" PRIMARY KEY("enterprise_id","day","fault_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "fault_daily_totals" ADD CONSTRAINT "fault_daily_totals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the picks made before this table existed
INSERT INTO "fault_daily_totals" ("enterprise_id", "day", "fault_id", "template_id", "n")
SELECT "enterprise_id", "day", "fault_id", "template_id", sum("n")::int FROM "fault_daily"
GROUP BY "enterprise_id", "day", "fault_id", "template_id";
