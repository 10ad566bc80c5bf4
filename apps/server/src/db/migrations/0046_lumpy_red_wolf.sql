ALTER TABLE "spare_parts" ADD COLUMN "template_id" bigint;--> statement-breakpoint
ALTER TABLE "spare_parts" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;