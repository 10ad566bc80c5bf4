CREATE TABLE "service_event_items" (
	"enterprise_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"service_item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_event_items_enterprise_id_event_id_service_item_id_pk" PRIMARY KEY("enterprise_id","event_id","service_item_id"),
	CONSTRAINT "service_event_items_quantity" CHECK (quantity > 0)
);
--> statement-breakpoint
ALTER TABLE "service_event_items" ADD CONSTRAINT "service_event_items_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_event_items" ADD CONSTRAINT "service_event_items_enterprise_id_event_id_service_events_enterprise_id_id_fk" FOREIGN KEY ("enterprise_id","event_id") REFERENCES "public"."service_events"("enterprise_id","id") ON DELETE cascade ON UPDATE no action;