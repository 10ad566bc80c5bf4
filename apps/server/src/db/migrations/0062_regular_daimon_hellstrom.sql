CREATE TABLE "stat_activity_months" (
	"enterprise_id" bigint NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"user_id" bigint DEFAULT 0 NOT NULL,
	"template_id" bigint DEFAULT 0 NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_activity_months_enterprise_id_month_source_user_id_template_id_kind_pk" PRIMARY KEY("enterprise_id","month","source","user_id","template_id","kind")
);
--> statement-breakpoint
ALTER TABLE "stat_activity_months" ADD CONSTRAINT "stat_activity_months_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;