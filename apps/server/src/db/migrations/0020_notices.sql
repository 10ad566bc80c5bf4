CREATE TABLE "announcements" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_daily_runs" (
	"enterprise_id" bigint NOT NULL,
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_daily_runs_enterprise_id_job_day_pk" PRIMARY KEY("enterprise_id","job","day")
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"todo_enabled" boolean DEFAULT true NOT NULL,
	"warranty_enabled" boolean DEFAULT true NOT NULL,
	"warranty_lead_days" smallint DEFAULT 30 NOT NULL,
	"warranty_to_owner" boolean DEFAULT true NOT NULL,
	"warranty_role_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_notice_runs" (
	"enterprise_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timed_notice_runs_enterprise_id_notice_id_due_at_pk" PRIMARY KEY("enterprise_id","notice_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "timed_notices" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "timed_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"repeat" text NOT NULL,
	"run_at" timestamp with time zone,
	"time" text,
	"week_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"month_day" smallint,
	"role_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"team_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"user_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timed_notices_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "warranty_reminders" (
	"enterprise_id" bigint NOT NULL,
	"equipment_id" bigint NOT NULL,
	"warranty_end" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warranty_reminders_enterprise_id_equipment_id_warranty_end_pk" PRIMARY KEY("enterprise_id","equipment_id","warranty_end")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_enterprise_id_published_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","published_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_daily_runs" ADD CONSTRAINT "notice_daily_runs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_notice_runs" ADD CONSTRAINT "timed_notice_runs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_notice_runs" ADD CONSTRAINT "timed_notice_runs_enterprise_id_notice_id_timed_notices_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","notice_id") REFERENCES "public"."timed_notices"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_notices" ADD CONSTRAINT "timed_notices_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_notices" ADD CONSTRAINT "timed_notices_enterprise_id_created_by_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","created_by") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_reminders" ADD CONSTRAINT "warranty_reminders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_reminders" ADD CONSTRAINT "warranty_reminders_enterprise_id_equipment_id_customer_products_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","equipment_id") REFERENCES "public"."customer_products"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("enterprise_id","pinned" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("enterprise_id","pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "announcements"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "timed_notices_list_idx" ON "timed_notices" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timed_notices_due_idx" ON "timed_notices" USING btree ("next_run_at") WHERE "timed_notices"."enabled" and "timed_notices"."next_run_at" is not null;