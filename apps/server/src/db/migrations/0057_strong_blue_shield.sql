CREATE TABLE "service_plan_marketing" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_plan_marketing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"chosen" smallint NOT NULL,
	"recipients" smallint NOT NULL,
	"skipped" smallint NOT NULL,
	"queued" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_plan_marketing_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_plan_marketing" ADD CONSTRAINT "service_plan_marketing_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_plan_marketing_plan_idx" ON "service_plan_marketing" USING btree ("enterprise_id","plan_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_plan_marketing_user_idx" ON "service_plan_marketing" USING btree ("enterprise_id","user_id","created_at");