-- Evaluation photos: the client address of each upload (the per-address hourly limit counts it by
-- the index on (client_ip, created_at)), and `named` for the photos the submitted evaluation names
-- (the daily sweep removes the rest through the partial index). Existing photos an evaluation
-- already names are marked here, so the sweep never considers them.
ALTER TABLE "order_eval_uploads" ADD COLUMN "client_ip" "inet";--> statement-breakpoint
ALTER TABLE "order_eval_uploads" ADD COLUMN "named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "order_eval_uploads" u SET "named" = true FROM "order_evaluations" v, jsonb_array_elements_text(v."images") AS img(url) WHERE v."enterprise_id" = u."enterprise_id" AND v."order_id" = u."order_id" AND substring(img.url from '^/api/file/download/(\d{1,18})$')::bigint = u."file_id";--> statement-breakpoint
CREATE INDEX "order_eval_uploads_ip_idx" ON "order_eval_uploads" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "order_eval_uploads_unnamed_idx" ON "order_eval_uploads" USING btree ("created_at") WHERE not "order_eval_uploads"."named";
