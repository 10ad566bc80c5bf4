CREATE TABLE "map_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"map_dispatch" boolean DEFAULT true NOT NULL,
	"position_reports" boolean DEFAULT false NOT NULL,
	"tile_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_consents" (
	"enterprise_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_consents_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_positions" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staff_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"source" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_positions_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "staff_positions_source" CHECK (source in (1, 2)),
	CONSTRAINT "staff_positions_range" CHECK (lng between -180 and 180 and lat between -90 and 90)
);
--> statement-breakpoint
ALTER TABLE "map_settings" ADD CONSTRAINT "map_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_consents" ADD CONSTRAINT "position_consents_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_consents" ADD CONSTRAINT "position_consents_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_positions" ADD CONSTRAINT "staff_positions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_positions" ADD CONSTRAINT "staff_positions_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_positions_user_idx" ON "staff_positions" USING btree ("enterprise_id","user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_positions_at_idx" ON "staff_positions" USING btree ("at");