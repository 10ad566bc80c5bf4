CREATE TABLE "stat_activity_days" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"user_id" bigint DEFAULT 0 NOT NULL,
	"template_id" bigint DEFAULT 0 NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_activity_days_enterprise_id_day_source_user_id_template_id_kind_pk" PRIMARY KEY("enterprise_id","day","source","user_id","template_id","kind")
);
--> statement-breakpoint
CREATE TABLE "stat_activity_marks" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"counted_before" date NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stat_activity_days" ADD CONSTRAINT "stat_activity_days_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_activity_marks" ADD CONSTRAINT "stat_activity_marks_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_read_idx" ON "messages" USING btree ("enterprise_id","read_at") WHERE read_at is not null;