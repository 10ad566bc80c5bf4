ALTER TABLE "old_parts" ADD COLUMN "personal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "old_parts" ADD COLUMN "reminded_on" date;--> statement-breakpoint
CREATE INDEX "old_parts_sn_idx" ON "old_parts" USING btree ("enterprise_id","sn_code");