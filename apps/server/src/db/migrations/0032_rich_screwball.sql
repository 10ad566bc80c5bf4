ALTER TABLE "orders" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "end_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("enterprise_id","parent_id","id" DESC NULLS LAST) WHERE parent_id is not null;--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("enterprise_id","customer_product_id","id" DESC NULLS LAST) WHERE customer_product_id is not null;