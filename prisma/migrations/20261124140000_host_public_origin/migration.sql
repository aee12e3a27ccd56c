-- Issue #15, decision 028: every absolute URL the product makes (mails, PDFs, provider callbacks and
-- return URLs) comes from the host's configured public origin, never from the request's Host header.
-- Null: the edge's configured fallback (`https://<hostname>` in production, `http://<hostname>:<PORT>`
-- in development; PUBLIC_ORIGIN for the default row and wildcard rows).
ALTER TABLE "host_config" ADD COLUMN "public_origin" TEXT;

-- Scheme and host (and port) only: no user info, path, query or fragment, lower-cased.
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_public_origin_shape"
    CHECK ("public_origin" IS NULL OR "public_origin" ~ '^https?://[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:[0-9]{1,5})?$');
