-- A marketplace order is paid through one payment intent, like gifts and printed books: the order keeps it, and
-- the payment's succeeded event finds its order by it (one order per payment).
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent" ON "orders" USING btree ("payment_intent_id");