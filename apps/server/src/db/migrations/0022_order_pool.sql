CREATE TABLE "order_pool_settings" (
	"enterprise_id" bigint PRIMARY KEY NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"team_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"tag_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"hide_others" boolean DEFAULT false NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"duration_unit" text DEFAULT 'days' NOT NULL,
	"grab_cap" integer DEFAULT 0 NOT NULL,
	"give_back" integer DEFAULT 30 NOT NULL,
	"give_back_unit" text DEFAULT 'minutes' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pooled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pooled_by" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pool_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grabbed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_pool_settings" ADD CONSTRAINT "order_pool_settings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pool_idx" ON "orders" USING btree ("enterprise_id","pooled_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE pooled_at is not null and deleted_at is null and archived_at is null;--> statement-breakpoint
CREATE INDEX "orders_pool_expiry_idx" ON "orders" USING btree ("pool_expires_at") WHERE pooled_at is not null;