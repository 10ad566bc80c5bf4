ALTER TABLE "settlement_lines" ADD COLUMN "part_id" bigint;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "old_part_id" bigint;--> statement-breakpoint
ALTER TABLE "settlement_rules" ADD COLUMN "target" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_rules" ADD COLUMN "part_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_rules" ADD COLUMN "part_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "settlement_lines_old_part_idx" ON "settlement_lines" USING btree ("enterprise_id","old_part_id") WHERE confirmed and old_part_id is not null;--> statement-breakpoint
ALTER TABLE "settlement_rules" ADD CONSTRAINT "settlement_rules_target" CHECK (target in (1, 2));