-- Logos and favicons uploaded in the console (issue #8, decision 025): content-addressed image bytes
-- the edge serves at /branding-assets/<sha256>.<ext>; small (≤ 1 MiB), so Postgres holds them and
-- every edge replica serves them without shared storage.
-- CreateTable
CREATE TABLE "branding_asset" (
    "id" UUID NOT NULL,
    "sha256" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "file_name" TEXT NOT NULL,
    "uploaded_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "branding_asset_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "branding_asset_sha256_key" ON "branding_asset"("sha256");

