CREATE TYPE "public"."voucher_cost_bearer" AS ENUM('store', 'platform');--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promotion_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promotion_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD COLUMN "cost_bearer" "voucher_cost_bearer" DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "cost_bearer" "voucher_cost_bearer" DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_promotion_window_check" CHECK ("products"."promotion_starts_at" is null or "products"."promotion_ends_at" is null or "products"."promotion_ends_at" > "products"."promotion_starts_at");