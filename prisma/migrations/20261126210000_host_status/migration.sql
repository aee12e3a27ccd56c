-- Issue 17, item 1 (decision 038): a new broker domain stays `pending` from onboarding until an
-- operator takes it live; until then the edge answers a neutral "not yet available" page, never a
-- brand. Existing hosts are live. The first admin's activation mail waits for the go-live.
CREATE TYPE "host_status" AS ENUM ('pending', 'live', 'suspended');

ALTER TABLE "host_config"
    ADD COLUMN "status" "host_status" NOT NULL DEFAULT 'live',
    ADD COLUMN "first_admin_id" UUID,
    ADD COLUMN "went_live_at" TIMESTAMPTZ(3);

ALTER TABLE "host_config" ADD CONSTRAINT "host_config_first_admin_id_fkey"
    FOREIGN KEY ("first_admin_id") REFERENCES "advisor"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The default row answers unknown hosts: it is always live.
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_default_is_live"
    CHECK (NOT "is_default" OR "status" = 'live');
