CREATE TABLE "service_event_coordinators" (
	"enterprise_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_event_coordinators_enterprise_id_event_id_user_id_pk" PRIMARY KEY("enterprise_id","event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "service_event_counters" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "service_event_counters_enterprise_id_day_pk" PRIMARY KEY("enterprise_id","day")
);
--> statement-breakpoint
CREATE TABLE "service_event_logs" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_event_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"user_id" bigint,
	"action" text NOT NULL,
	"from_state" smallint,
	"to_state" smallint,
	"note" text,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_event_logs_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_event_messages" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_event_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_event_messages_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "service_event_messages_kind" CHECK (kind in ('note', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_no" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"state" smallint NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"pool" smallint,
	"paused_from" smallint,
	"template_id" bigint NOT NULL,
	"customer_id" bigint,
	"customer_name" text,
	"customer_product_id" bigint,
	"contact_name" text,
	"contact_phone" text,
	"principal_user_id" bigint,
	"escalated_to_user_id" bigint,
	"assigned_by" bigint,
	"created_by" bigint,
	"order_id" bigint,
	"source" smallint DEFAULT 1 NOT NULL,
	"belong_call_record_id" bigint,
	"duration_minutes" integer,
	"custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_events_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "service_events_state" CHECK (state between 1 and 7),
	CONSTRAINT "service_events_priority" CHECK (priority between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "service_event_coordinators" ADD CONSTRAINT "service_event_coordinators_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_coordinators" ADD CONSTRAINT "service_event_coordinators_enterprise_id_event_id_service_events_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","event_id") REFERENCES "public"."service_events"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_counters" ADD CONSTRAINT "service_event_counters_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_logs" ADD CONSTRAINT "service_event_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_logs" ADD CONSTRAINT "service_event_logs_enterprise_id_event_id_service_events_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","event_id") REFERENCES "public"."service_events"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_messages" ADD CONSTRAINT "service_event_messages_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_messages" ADD CONSTRAINT "service_event_messages_enterprise_id_event_id_service_events_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","event_id") REFERENCES "public"."service_events"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_enterprise_id_principal_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","principal_user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_event_coordinators_user_idx" ON "service_event_coordinators" USING btree ("enterprise_id","user_id","event_id");--> statement-breakpoint
CREATE INDEX "service_event_logs_event_idx" ON "service_event_logs" USING btree ("enterprise_id","event_id","id");--> statement-breakpoint
CREATE INDEX "service_event_messages_event_idx" ON "service_event_messages" USING btree ("enterprise_id","event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_events_no_uq" ON "service_events" USING btree ("enterprise_id","event_no");--> statement-breakpoint
CREATE INDEX "service_events_list_idx" ON "service_events" USING btree ("enterprise_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "service_events_state_idx" ON "service_events" USING btree ("enterprise_id","state","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "service_events_principal_idx" ON "service_events" USING btree ("enterprise_id","principal_user_id","state","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "service_events_customer_idx" ON "service_events" USING btree ("enterprise_id","customer_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "service_events_product_idx" ON "service_events" USING btree ("enterprise_id","customer_product_id","id" DESC NULLS LAST) WHERE deleted_at is null and customer_product_id is not null;--> statement-breakpoint
CREATE INDEX "service_events_pool_idx" ON "service_events" USING btree ("enterprise_id","pool","id" DESC NULLS LAST) WHERE deleted_at is null and pool is not null;--> statement-breakpoint
CREATE INDEX "service_events_creator_idx" ON "service_events" USING btree ("enterprise_id","created_by","id" DESC NULLS LAST) WHERE deleted_at is null;