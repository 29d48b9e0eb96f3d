CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"giver_user_id" text NOT NULL,
	"giver_name" text,
	"recipient_email" text NOT NULL,
	"recipient_name" text,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"message" text,
	"payment_intent_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "gift_cards_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "gift_cards_months" CHECK ("gift_cards"."months" in (1, 3, 6, 12)),
	CONSTRAINT "gift_cards_redeemed_together" CHECK (("gift_cards"."redeemed_by" is null) = ("gift_cards"."redeemed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "gift_payments" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engine_payment_intents" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "engine_payment_intents" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "engine_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "gift_cards_giver" ON "gift_cards" USING btree ("giver_user_id");--> statement-breakpoint
CREATE INDEX "gift_cards_redeemed_by" ON "gift_cards" USING btree ("redeemed_by");--> statement-breakpoint
CREATE INDEX "gift_payments_user" ON "gift_payments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "engine_payment_intents" ADD CONSTRAINT "engine_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key");