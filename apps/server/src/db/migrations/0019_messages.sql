CREATE TABLE "domain_events" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"object_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"actor_user_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_events_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_receipts" (
	"enterprise_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"consumer" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_receipts_enterprise_id_event_id_consumer_pk" PRIMARY KEY("enterprise_id","event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"enterprise_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"role_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_settings_enterprise_id_kind_pk" PRIMARY KEY("enterprise_id","kind")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"object_kind" text,
	"object_id" bigint,
	"event_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_receipts" ADD CONSTRAINT "event_receipts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("enterprise_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("enterprise_id","user_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_event_user_uq" ON "messages" USING btree ("enterprise_id","event_id","user_id") WHERE event_id is not null;