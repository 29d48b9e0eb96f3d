CREATE TABLE "billing_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "gift_payments" ADD COLUMN "giver_email" text;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "submit_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "print_payments" ADD COLUMN "contact_email" text;--> statement-breakpoint
CREATE INDEX "billing_tasks_due" ON "billing_tasks" USING btree ("run_after") WHERE "billing_tasks"."done_at" is null and "billing_tasks"."gave_up_at" is null;