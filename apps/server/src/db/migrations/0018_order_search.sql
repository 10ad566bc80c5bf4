CREATE TABLE "order_search" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"shelf" smallint NOT NULL,
	"shelved_at" timestamp with time zone,
	"search_text" text NOT NULL,
	CONSTRAINT "order_search_enterprise_id_order_id_pk" PRIMARY KEY("enterprise_id","order_id")
);
--> statement-breakpoint
DROP INDEX "orders_search_idx";--> statement-breakpoint
ALTER TABLE "order_search" ADD CONSTRAINT "order_search_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_search" ADD CONSTRAINT "order_search_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_search_text_idx" ON "order_search" USING gin ("enterprise_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- Keyword search reads this narrow copy of each order's search text: a trigram match rechecks every
-- candidate row, and on orders (over 1 kB a row) a broad keyword's deep page read 23,000 blocks.
CREATE FUNCTION "order_search_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_search (enterprise_id, order_id, shelf, shelved_at, search_text)
      VALUES (NEW.enterprise_id, NEW.id, order_shelf(NEW.deleted_at, NEW.archived_at),
              coalesce(NEW.deleted_at, NEW.archived_at), NEW.search_text);
  ELSE
    UPDATE order_search SET shelf = order_shelf(NEW.deleted_at, NEW.archived_at),
                            shelved_at = coalesce(NEW.deleted_at, NEW.archived_at), search_text = NEW.search_text
     WHERE enterprise_id = NEW.enterprise_id AND order_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_search_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION order_search_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_search_update" AFTER UPDATE OF "search_text", "deleted_at", "archived_at" ON "orders" FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
        OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION order_search_apply();
--> statement-breakpoint
-- orders written before this migration
INSERT INTO order_search (enterprise_id, order_id, shelf, shelved_at, search_text)
  SELECT enterprise_id, id, order_shelf(deleted_at, archived_at), coalesce(deleted_at, archived_at), search_text
    FROM orders;
