-- search_words holds every lexeme of to_tsvector('simple', name) of products and companies.
-- Inserts add their words once per statement (a million-row seed runs it once); renames add
-- the new name's words. Nothing removes words: a stale word only costs a miss.
CREATE FUNCTION search_words_collect_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme.lexeme
  FROM inserted_rows, unnest(to_tsvector('simple', inserted_rows.name)) AS lexeme
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_collect_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT lexeme.lexeme FROM unnest(to_tsvector('simple', NEW.name)) AS lexeme
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION search_words_collect_renamed();
--> statement-breakpoint
CREATE TRIGGER companies_search_words_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_inserted();
--> statement-breakpoint
CREATE TRIGGER companies_search_words_rename AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION search_words_collect_renamed();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT lexeme.lexeme FROM products, unnest(to_tsvector('simple', products.name)) AS lexeme
UNION
SELECT lexeme.lexeme FROM companies, unnest(to_tsvector('simple', companies.name)) AS lexeme
ON CONFLICT (word) DO NOTHING;
