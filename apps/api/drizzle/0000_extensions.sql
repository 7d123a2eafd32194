-- Trigram indexes make Turkish-aware substring search fast (see courses.search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
