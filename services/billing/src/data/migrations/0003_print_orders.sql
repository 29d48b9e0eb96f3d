CREATE TABLE "print_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_key" text NOT NULL,
	"story_id" text NOT NULL,
	"title" text NOT NULL,
	"book_type" text NOT NULL,
	"config_id" integer NOT NULL,
	"pod_package_id" text NOT NULL,
	"shipping" jsonb NOT NULL,
	"shipping_level" text NOT NULL,
	"book_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"card_last4" text,
	"payment_ref" text NOT NULL,
	"status" text NOT NULL,
	"print_shop" text NOT NULL,
	"print_job_id" text,
	"tracking_number" text,
	"last_error" text,
	"page_count" integer NOT NULL,
	"interior_pdf" "bytea" NOT NULL,
	"cover_pdf" "bytea" NOT NULL,
	"file_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_shop_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"pod_package_id" text NOT NULL,
	"page_count" integer NOT NULL,
	"shipping_level" text NOT NULL,
	"country_code" text NOT NULL,
	"status" text NOT NULL,
	"tracking_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "print_shop_jobs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_user_order_key" ON "print_orders" USING btree ("user_id","order_key");--> statement-breakpoint
CREATE INDEX "print_orders_status" ON "print_orders" USING btree ("status");