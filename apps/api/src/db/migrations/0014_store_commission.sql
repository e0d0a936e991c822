ALTER TABLE "companies" ADD COLUMN "commission_rate_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_rate_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_company_id_settled_at_idx" ON "orders" USING btree ("company_id",coalesce("order_delivered_at", "cancelled_at")) WHERE "orders"."status" in ('order_delivered', 'cancelled');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_commission_rate_bps_check" CHECK ("companies"."commission_rate_bps" between 0 and 10000);