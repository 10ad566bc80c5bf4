CREATE TABLE "order_eval_uploads" (
	"enterprise_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_eval_uploads_enterprise_id_order_id_file_id_pk" PRIMARY KEY("enterprise_id","order_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_eval_uploads" ADD CONSTRAINT "order_eval_uploads_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_eval_uploads" ADD CONSTRAINT "order_eval_uploads_enterprise_id_order_id_orders_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","order_id") REFERENCES "public"."orders"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_eval_uploads" ADD CONSTRAINT "order_eval_uploads_enterprise_id_file_id_files_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","file_id") REFERENCES "public"."files"("enterprise_id","id") ON DELETE no action ON UPDATE no action;