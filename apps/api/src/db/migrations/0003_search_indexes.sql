CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_sub_category_id_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_name_fts_idx" ON "companies" USING gin (to_tsvector('simple', "name"));--> statement-breakpoint
CREATE INDEX "products_sub_category_id_id_idx" ON "products" USING btree ("sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_name_fts_idx" ON "products" USING gin (to_tsvector('simple', "name"));