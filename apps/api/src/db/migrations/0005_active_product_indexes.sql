DROP INDEX "products_company_category_sub_category_id_idx";--> statement-breakpoint
CREATE INDEX "products_active_company_id_id_idx" ON "products" USING btree ("company_id","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_category_id_id_idx" ON "products" USING btree ("category_id","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_sub_category_id_id_idx" ON "products" USING btree ("sub_category_id","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_active_company_category_idx" ON "products" USING btree ("company_id","category_id","sub_category_id") WHERE "products"."is_active";