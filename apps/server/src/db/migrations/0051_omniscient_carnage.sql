CREATE TABLE "knowledge_postings" (
	"enterprise_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"lexeme" text NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "knowledge_postings_enterprise_id_item_id_lexeme_pk" PRIMARY KEY("enterprise_id","item_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "knowledge_postings" ADD CONSTRAINT "knowledge_postings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_postings" ADD CONSTRAINT "knowledge_postings_enterprise_id_item_id_knowledge_items_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","item_id") REFERENCES "public"."knowledge_items"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_postings_rank_idx" ON "knowledge_postings" USING btree ("enterprise_id","lexeme","score" DESC NULLS LAST,"item_id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "knowledge_postings" ("enterprise_id", "item_id", "lexeme", "score")
SELECT i."enterprise_id", i."id", v.lexeme,
       (SELECT (count(*) FILTER (WHERE w = 'A'))::int * 1000 + (count(*) FILTER (WHERE w <> 'A'))::int FROM unnest(v.weights) w)
  FROM "knowledge_items" i, unnest(i."search") v
 WHERE i."deleted_at" IS NULL AND i."search" IS NOT NULL;