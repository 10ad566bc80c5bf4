CREATE TABLE "sla_calendars" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"week" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_log" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sla_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"timer_id" bigint NOT NULL,
	"round" integer NOT NULL,
	"kind" text NOT NULL,
	"policy_id" bigint NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"object_no" text NOT NULL,
	"object_title" text NOT NULL,
	"step" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sla_log_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "sla_log_kind" CHECK (kind in ('warned','breached'))
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sla_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"object_kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rank" smallint DEFAULT 100 NOT NULL,
	"use_calendar" boolean DEFAULT false NOT NULL,
	"template_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priorities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sla_policies_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "sla_policies_rank" CHECK (rank between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "sla_timers" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sla_timers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_id" bigint NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"object_no" text DEFAULT '' NOT NULL,
	"object_title" text DEFAULT '' NOT NULL,
	"step" text NOT NULL,
	"state" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"scheduled_round" integer DEFAULT 0 NOT NULL,
	"use_calendar" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"warn_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"breached_at" timestamp with time zone,
	"met_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_timers_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "sla_timers_state" CHECK (state in ('armed','warned','breached','met','paused','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sla_calendars" ADD CONSTRAINT "sla_calendars_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_log" ADD CONSTRAINT "sla_log_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_log" ADD CONSTRAINT "sla_log_enterprise_id_timer_id_sla_timers_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","timer_id") REFERENCES "public"."sla_timers"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_timers" ADD CONSTRAINT "sla_timers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_timers" ADD CONSTRAINT "sla_timers_enterprise_id_policy_id_sla_policies_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","policy_id") REFERENCES "public"."sla_policies"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_log_once_uq" ON "sla_log" USING btree ("enterprise_id","timer_id","round","kind");--> statement-breakpoint
CREATE INDEX "sla_log_list_idx" ON "sla_log" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sla_log_kind_idx" ON "sla_log" USING btree ("enterprise_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sla_log_object_idx" ON "sla_log" USING btree ("enterprise_id","object_kind","object_id");--> statement-breakpoint
CREATE INDEX "sla_policies_list_idx" ON "sla_policies" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_policies_name_uq" ON "sla_policies" USING btree ("enterprise_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sla_timers_object_uq" ON "sla_timers" USING btree ("enterprise_id","object_kind","object_id","step");--> statement-breakpoint
CREATE INDEX "sla_timers_unscheduled_idx" ON "sla_timers" USING btree ("id") WHERE round <> scheduled_round;