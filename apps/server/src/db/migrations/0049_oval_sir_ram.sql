DROP INDEX "maintenance_tasks_plan_due_uq";--> statement-breakpoint
ALTER TABLE "maintenance_plans" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "kind" text DEFAULT 'maintenance' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "customer_tag_id" bigint;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
UPDATE "maintenance_tasks" k SET "customer_id" = c."customer_id" FROM "maintenance_contracts" c WHERE c."enterprise_id" = k."enterprise_id" AND c."id" = k."contract_id";--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD COLUMN "maintenance_contract_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD COLUMN "sales_contract_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "maintenance_plans_service_idx" ON "maintenance_plans" USING btree ("enterprise_id","kind","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "maintenance_plans_customer_idx" ON "maintenance_plans" USING btree ("enterprise_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_tasks_plan_customer_due_uq" ON "maintenance_tasks" USING btree ("enterprise_id","plan_id","customer_id","due_date");--> statement-breakpoint
CREATE INDEX "maintenance_tasks_customer_idx" ON "maintenance_tasks" USING btree ("enterprise_id","customer_id","due_date");--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_kind" CHECK ((kind = 'maintenance' and contract_id is not null) or (kind = 'service' and contract_id is null
           and (customer_id is null) <> (customer_tag_id is null)));