CREATE TABLE "knowledge_categories" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"depth" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_categories_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id"),
	CONSTRAINT "knowledge_categories_depth" CHECK (depth between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"category_id" bigint,
	"similar_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"associated_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"file_id" bigint,
	"body_text" text,
	"summary" text,
	"summary_state" smallint DEFAULT 0 NOT NULL,
	"summary_progress" smallint DEFAULT 0 NOT NULL,
	"summary_error" text,
	"search" "tsvector",
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "knowledge_items_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_unknown" (
	"enterprise_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_unknown_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"normalized" text NOT NULL,
	"question" text NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"faq_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_unknown_enterprise_id_id_pk" PRIMARY KEY("enterprise_id","id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_enterprise_id_parent_id_knowledge_categories_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","parent_id") REFERENCES "public"."knowledge_categories"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_enterprise_id_category_id_knowledge_categories_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","category_id") REFERENCES "public"."knowledge_categories"("enterprise_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_unknown" ADD CONSTRAINT "knowledge_unknown_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_categories_tree_idx" ON "knowledge_categories" USING btree ("enterprise_id","kind","parent_id","id");--> statement-breakpoint
CREATE INDEX "knowledge_items_list_idx" ON "knowledge_items" USING btree ("enterprise_id","kind","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "knowledge_items_category_idx" ON "knowledge_items" USING btree ("enterprise_id","kind","category_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "knowledge_items_search_idx" ON "knowledge_items" USING gin ("enterprise_id","search") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_items_share_uq" ON "knowledge_items" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_unknown_text_uq" ON "knowledge_unknown" USING btree ("enterprise_id","normalized");--> statement-breakpoint
CREATE INDEX "knowledge_unknown_list_idx" ON "knowledge_unknown" USING btree ("enterprise_id","hits" DESC NULLS LAST,"id" DESC NULLS LAST);