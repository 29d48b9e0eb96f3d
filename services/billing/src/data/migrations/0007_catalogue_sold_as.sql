-- A catalogue design can be sold as a marketplace product: the catalogue's detail dialog then offers Buy Now
-- (with a size and a colour from the design) instead of the 'Coming Soon' Add to Cart.
ALTER TABLE "merchandise_items" ADD COLUMN "marketplace_product_id" text;--> statement-breakpoint
ALTER TABLE "merchandise_items" ADD CONSTRAINT "merchandise_items_marketplace_product_id_products_id_fk" FOREIGN KEY ("marketplace_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "merchandise_items" SET "marketplace_product_id" = 'prod_moonlight_tee' WHERE "id" = 'merch_storyteller_tee' AND EXISTS (SELECT 1 FROM "products" WHERE "id" = 'prod_moonlight_tee');--> statement-breakpoint
UPDATE "merchandise_items" SET "marketplace_product_id" = 'prod_dreamer_hoodie' WHERE "id" = 'merch_dreamer_hoodie' AND EXISTS (SELECT 1 FROM "products" WHERE "id" = 'prod_dreamer_hoodie');--> statement-breakpoint
UPDATE "merchandise_items" SET "marketplace_product_id" = 'prod_cocoa_mug' WHERE "id" = 'merch_cocoa_mug' AND EXISTS (SELECT 1 FROM "products" WHERE "id" = 'prod_cocoa_mug');--> statement-breakpoint
UPDATE "merchandise_items" SET "marketplace_product_id" = 'prod_library_tote' WHERE "id" = 'merch_library_tote' AND EXISTS (SELECT 1 FROM "products" WHERE "id" = 'prod_library_tote');
