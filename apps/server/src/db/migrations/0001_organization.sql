CREATE TABLE "handover_logs" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "handover_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_user_id" bigint NOT NULL,
	"to_user_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"moved" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_logs_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "object_tags" (
	"enterprise_id" bigint NOT NULL,
	"object_kind" smallint NOT NULL,
	"object_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "object_tags_enterprise_id_object_kind_object_id_tag_id_pk" PRIMARY KEY("enterprise_id","object_kind","object_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "outsource_providers" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outsource_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"team_id" bigint,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outsource_providers_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_teams" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"level" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_address" text,
	"recipient" text,
	"pickup_phone" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_teams_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tag_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"object_kind" smallint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_groups_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"object_kind" smallint NOT NULL,
	"group_id" bigint,
	"name" text NOT NULL,
	"color" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"enterprise_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_dispatcher" boolean DEFAULT false NOT NULL,
	CONSTRAINT "team_members_enterprise_id_team_id_user_id_pk" PRIMARY KEY("enterprise_id","team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_travels" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "user_travels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"object_kind" smallint,
	"object_id" bigint,
	"distance_meters" integer NOT NULL,
	"from_text" text,
	"to_text" text,
	"travelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_travels_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provider_id" bigint;--> statement-breakpoint
ALTER TABLE "handover_logs" ADD CONSTRAINT "handover_logs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_tags" ADD CONSTRAINT "object_tags_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_tags" ADD CONSTRAINT "object_tags_enterprise_id_tag_id_tags_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","tag_id") REFERENCES "public"."tags"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_providers" ADD CONSTRAINT "outsource_providers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_providers" ADD CONSTRAINT "outsource_providers_enterprise_id_team_id_service_teams_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","team_id") REFERENCES "public"."service_teams"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_teams" ADD CONSTRAINT "service_teams_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_teams" ADD CONSTRAINT "service_teams_enterprise_id_parent_id_service_teams_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","parent_id") REFERENCES "public"."service_teams"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_groups" ADD CONSTRAINT "tag_groups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_enterprise_id_group_id_tag_groups_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","group_id") REFERENCES "public"."tag_groups"("enterprise_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_enterprise_id_team_id_service_teams_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","team_id") REFERENCES "public"."service_teams"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_travels" ADD CONSTRAINT "user_travels_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_travels" ADD CONSTRAINT "user_travels_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_logs_from_idx" ON "handover_logs" USING btree ("enterprise_id","from_user_id");--> statement-breakpoint
CREATE INDEX "object_tags_tag_idx" ON "object_tags" USING btree ("enterprise_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_providers_name_uq" ON "outsource_providers" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "service_teams_parent_idx" ON "service_teams" USING btree ("enterprise_id","parent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_teams_name_uq" ON "service_teams" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_groups_name_uq" ON "tag_groups" USING btree ("enterprise_id","object_kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_uq" ON "tags" USING btree ("enterprise_id","object_kind","name");--> statement-breakpoint
CREATE INDEX "tags_list_idx" ON "tags" USING btree ("enterprise_id","object_kind","sort","id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "user_travels_user_idx" ON "user_travels" USING btree ("enterprise_id","user_id","travelled_at","id");