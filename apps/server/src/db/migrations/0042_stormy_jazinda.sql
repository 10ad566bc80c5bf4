CREATE TABLE "stat_pushes" (
	"enterprise_id" bigint NOT NULL,
	"day" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_pushes_enterprise_id_day_pk" PRIMARY KEY("enterprise_id","day")
);
--> statement-breakpoint
ALTER TABLE "stat_pushes" ADD CONSTRAINT "stat_pushes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;