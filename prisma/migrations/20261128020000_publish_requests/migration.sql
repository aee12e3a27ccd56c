-- Four-eyes publishing and scheduled publishes (issue 17, item 7; decision 047).
CREATE TYPE "publish_request_kind" AS ENUM ('publish', 'go_live');
CREATE TYPE "publish_request_status" AS ENUM ('awaiting_approval', 'scheduled', 'published', 'rejected', 'cancelled', 'failed');

CREATE TABLE "publish_request" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "host_config_id" UUID NOT NULL,
  "kind" "publish_request_kind" NOT NULL,
  "status" "publish_request_status" NOT NULL,
  "expected_version" INTEGER NOT NULL,
  "draft_revision" INTEGER,
  "contrast_override" JSONB,
  "publish_at" TIMESTAMPTZ(3),
  "requested_by_id" UUID NOT NULL,
  "requested_by" TEXT NOT NULL,
  "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "decided_by_id" UUID,
  "decided_by" TEXT,
  "decided_at" TIMESTAMPTZ(3),
  "reason" TEXT,
  "published_version" INTEGER,
  "finished_at" TIMESTAMPTZ(3),
  CONSTRAINT "publish_request_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "publish_request_draft_revision" CHECK (("kind" = 'publish') = ("draft_revision" IS NOT NULL))
);
CREATE INDEX "publish_request_host_config_id_requested_at_idx" ON "publish_request"("host_config_id", "requested_at");
CREATE INDEX "publish_request_status_publish_at_idx" ON "publish_request"("status", "publish_at");
-- One open request per host: a second one waits until the first is decided.
CREATE UNIQUE INDEX "publish_request_one_open_per_host" ON "publish_request"("host_config_id")
  WHERE "status" IN ('awaiting_approval', 'scheduled');
ALTER TABLE "publish_request" ADD CONSTRAINT "publish_request_host_config_id_fkey"
  FOREIGN KEY ("host_config_id") REFERENCES "host_config"("id") ON DELETE CASCADE ON UPDATE CASCADE;
