-- Issue 17, item 10 (decision 041): the live chat is a host setting (vendor script URL, on/off)
-- instead of two hard-coded development origins. Only that host's pages load it and only their
-- Content-Security-Policy names the vendor's origin.
ALTER TABLE "host_config"
    ADD COLUMN "live_chat_enabled" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "live_chat_script_url" TEXT;

-- On needs a URL, and a URL is an https address of bounded length (the console checks the rest).
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_live_chat_url"
    CHECK ("live_chat_script_url" IS NULL OR ("live_chat_script_url" LIKE 'https://%' AND length("live_chat_script_url") <= 500));
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_live_chat_enabled_has_url"
    CHECK (NOT "live_chat_enabled" OR "live_chat_script_url" IS NOT NULL);
