CREATE TABLE "sms_balances" (
	"enterprise_id" bigint NOT NULL,
	"balance" numeric(15, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_balances_enterprise_id_pk" PRIMARY KEY("enterprise_id"),
	CONSTRAINT "sms_balances_not_negative" CHECK (balance >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_review_logs" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_review_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"subject_id" bigint,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"text" text NOT NULL,
	"note" text,
	"actor_user_id" bigint,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_review_logs_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint,
	"kind" text NOT NULL,
	"object_kind" text,
	"object_id" bigint,
	"user_id" bigint,
	"phone" text NOT NULL,
	"template_id" bigint,
	"content" text DEFAULT '' NOT NULL,
	"cost" numeric(15, 2) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_sends_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "sms_sends_cost_not_negative" CHECK (cost >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_signatures" (
	"enterprise_id" bigint NOT NULL,
	"name" text NOT NULL,
	"state" smallint NOT NULL,
	"reject_reason" text,
	"active_name" text,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_signatures_enterprise_id_pk" PRIMARY KEY("enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"content" text NOT NULL,
	"state" smallint NOT NULL,
	"reject_reason" text,
	"created_by" bigint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_templates_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_top_ups" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount" numeric(15, 2) NOT NULL,
	"balance_after" numeric(15, 2) NOT NULL,
	"note" text NOT NULL,
	"by_user_id" bigint,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_top_ups_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "sms_top_ups_positive" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "sms_balances" ADD CONSTRAINT "sms_balances_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_review_logs" ADD CONSTRAINT "sms_review_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_sends" ADD CONSTRAINT "sms_sends_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_signatures" ADD CONSTRAINT "sms_signatures_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_top_ups" ADD CONSTRAINT "sms_top_ups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_review_logs_subject_idx" ON "sms_review_logs" USING btree ("enterprise_id","subject","subject_id","id");--> statement-breakpoint
CREATE INDEX "sms_sends_list_idx" ON "sms_sends" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_sends_status_idx" ON "sms_sends" USING btree ("enterprise_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_sends_queued_idx" ON "sms_sends" USING btree ("id") WHERE status = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_sends_event_user_uq" ON "sms_sends" USING btree ("enterprise_id","event_id","user_id") WHERE event_id is not null;--> statement-breakpoint
CREATE INDEX "sms_signatures_review_idx" ON "sms_signatures" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_kind_uq" ON "sms_templates" USING btree ("enterprise_id","kind","locale");--> statement-breakpoint
CREATE INDEX "sms_templates_review_idx" ON "sms_templates" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "sms_top_ups_list_idx" ON "sms_top_ups" USING btree ("enterprise_id","id" DESC NULLS LAST);