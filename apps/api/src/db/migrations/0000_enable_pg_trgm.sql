-- Trigram indexes (gin_trgm_ops) and similarity() need it; drizzle-kit does not emit extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
