-- Drafts of the console's branding editor (issue #8): one unpublished edit per host config, with
-- a revision bumped on every save (optimistic concurrency) and the host version it started from.
-- CreateTable
CREATE TABLE "host_config_draft" (
    "id" UUID NOT NULL,
    "host_config_id" UUID NOT NULL,
    "draft" JSONB NOT NULL,
    "base_version" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "updated_by" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "host_config_draft_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "host_config_draft_host_config_id_key" ON "host_config_draft"("host_config_id");

ALTER TABLE "host_config_draft" ADD CONSTRAINT "host_config_draft_host_config_id_fkey" FOREIGN KEY ("host_config_id") REFERENCES "host_config"("id") ON DELETE CASCADE ON UPDATE CASCADE;
