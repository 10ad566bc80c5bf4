CREATE TABLE "order_abnormal_requests" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_abnormal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"reason" text NOT NULL,
	"appointment_at" timestamp with time zone,
	"previous_appointment_at" timestamp with time zone,
	"new_server_id" bigint,
	"applicant_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"decider_id" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_abnormal_requests_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "abnormal_type" smallint;--> statement-breakpoint
ALTER TABLE "order_abnormal_requests" ADD CONSTRAINT "order_abnormal_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_abnormal_requests" ADD CONSTRAINT "order_abnormal_requests_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_abnormal_requests" ADD CONSTRAINT "order_abnormal_requests_enterprise_id_applicant_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","applicant_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_abnormal_requests" ADD CONSTRAINT "order_abnormal_requests_enterprise_id_new_server_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","new_server_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_abnormal_requests" ADD CONSTRAINT "order_abnormal_requests_enterprise_id_decider_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","decider_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_abnormal_list_idx" ON "order_abnormal_requests" USING btree ("enterprise_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_abnormal_state_idx" ON "order_abnormal_requests" USING btree ("enterprise_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_abnormal_order_idx" ON "order_abnormal_requests" USING btree ("enterprise_id","order_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_abnormal_pending_uq" ON "order_abnormal_requests" USING btree ("enterprise_id","order_id") WHERE state = 0;