CREATE TABLE "print_payments" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_key" text NOT NULL,
	"quote_hash" text NOT NULL,
	"story_id" text NOT NULL,
	"title" text NOT NULL,
	"book_type" text NOT NULL,
	"config_id" integer NOT NULL,
	"shipping" jsonb NOT NULL,
	"shipping_level" text NOT NULL,
	"page_count" integer NOT NULL,
	"book_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"interior_pdf" "bytea",
	"cover_pdf" "bytea",
	"status" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "print_payments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE INDEX "print_payments_user_order_key" ON "print_payments" USING btree ("user_id","order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_payment_ref" ON "print_orders" USING btree ("payment_ref");