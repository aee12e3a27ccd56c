-- Issue 19, "Language" (decision 066): the offers lists answer, filter and sort a campaign's name
-- in the reader's language. Polish readers see `name`; English readers the campaign's English
-- text (`data.translations.en.name`, spec §3) when it has one, else `name`. Kept by PostgreSQL
-- itself, so every write of the campaign (console, API, seed, a script) keeps it current and a page
-- sorted by it costs what a page sorted by `name` does.
ALTER TABLE "campaign"
  ADD COLUMN "name_en" TEXT NOT NULL
  GENERATED ALWAYS AS (COALESCE(NULLIF(btrim("data" #>> '{translations,en,name}'), ''), "name")) STORED;
