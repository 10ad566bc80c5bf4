CREATE TABLE "download_files" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "download_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"params" jsonb NOT NULL,
	"process_state" smallint DEFAULT 1 NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"error" text,
	"file_id" bigint,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "download_files_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_resources" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "menu_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"resource_name" text NOT NULL,
	"menu_type" text NOT NULL,
	"inner_obj_id" bigint,
	"router_name" text,
	"name" text NOT NULL,
	"icon" text,
	"permission_code" text,
	"built_in" boolean DEFAULT true NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_resources_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_enterprise_id_user_id_users_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","user_id") REFERENCES "public"."users"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_resources" ADD CONSTRAINT "menu_resources_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_files_user_idx" ON "download_files" USING btree ("enterprise_id","user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_resources_key_uq" ON "menu_resources" USING btree ("enterprise_id","resource_name");--> statement-breakpoint
CREATE INDEX "menu_resources_type_idx" ON "menu_resources" USING btree ("enterprise_id","menu_type","sort","id");