-- Keyword search per enterprise: the trigram index also holds the enterprise (btree_gin), so a
-- keyword visits only the enterprise's matches, and search text is stored lower-case so the search
-- is a LIKE (several times cheaper to recheck than ILIKE on UTF-8 text). PGlite loads btree_gin as
-- an extension; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "orders_search_idx";--> statement-breakpoint
UPDATE "orders" SET "search_text" = lower("search_text") WHERE "search_text" <> lower("search_text");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("enterprise_id","search_text" gin_trgm_ops);
