CREATE TABLE "staff_schedules" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"note" varchar(50),
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_schedules_enterprise_id_user_id_day_pk" PRIMARY KEY("enterprise_id","user_id","day"),
	CONSTRAINT "staff_schedules_kind" CHECK (kind in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD CONSTRAINT "staff_schedules_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedules" ADD CONSTRAINT "staff_schedules_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_schedules_day_idx" ON "staff_schedules" USING btree ("enterprise_id","day","user_id");