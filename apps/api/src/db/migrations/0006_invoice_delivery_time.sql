ALTER TABLE "invoices" ADD COLUMN "delivery_time" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_short_order_id_idx" ON "invoices" USING btree ("short_order_id");