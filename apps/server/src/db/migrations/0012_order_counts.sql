CREATE TABLE "order_state_counts" (
	"enterprise_id" bigint NOT NULL,
	"shelf" smallint NOT NULL,
	"state" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_state_counts_enterprise_id_shelf_state_shard_pk" PRIMARY KEY("enterprise_id","shelf","state","shard")
);
--> statement-breakpoint
ALTER TABLE "order_state_counts" ADD CONSTRAINT "order_state_counts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "order_shelf"("deleted" timestamptz, "archived" timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$ SELECT (CASE WHEN deleted IS NOT NULL THEN 2 WHEN archived IS NOT NULL THEN 1 ELSE 0 END)::smallint $$;
--> statement-breakpoint
CREATE FUNCTION "order_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_state_counts AS c (enterprise_id, shelf, state, shard, n)
      VALUES (OLD.enterprise_id, order_shelf(OLD.deleted_at, OLD.archived_at), OLD.state, pg_backend_pid() % 16, -1)
      ON CONFLICT (enterprise_id, shelf, state, shard) DO UPDATE SET n = c.n - 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO order_state_counts AS c (enterprise_id, shelf, state, shard, n)
      VALUES (NEW.enterprise_id, order_shelf(NEW.deleted_at, NEW.archived_at), NEW.state, pg_backend_pid() % 16, 1)
      ON CONFLICT (enterprise_id, shelf, state, shard) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE OF "state", "deleted_at", "archived_at" ON "orders" FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR order_shelf(OLD.deleted_at, OLD.archived_at) IS DISTINCT FROM order_shelf(NEW.deleted_at, NEW.archived_at))
  EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
-- orders written before this migration
INSERT INTO order_state_counts (enterprise_id, shelf, state, shard, n)
  SELECT enterprise_id, order_shelf(deleted_at, archived_at), state, 0, count(*) FROM orders GROUP BY 1, 2, 3;
