-- Map markers of one city (issue 26): an order list's filters narrowed to the city of the order's
-- address, on the working shelf, without reading the enterprise's other orders.
CREATE INDEX IF NOT EXISTS "orders_city_idx" ON "orders" USING btree ("enterprise_id",("address"->>'city'),"id" DESC) WHERE deleted_at is null and archived_at is null;
