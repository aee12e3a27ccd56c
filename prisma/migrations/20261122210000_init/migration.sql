-- CreateEnum
CREATE TYPE "language" AS ENUM ('pl', 'en');

-- CreateEnum
CREATE TYPE "theme_name" AS ENUM ('theme-default', 'theme-navy', 'theme-custom');

-- CreateTable
CREATE TABLE "tenant" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "host_config" (
    "id" UUID NOT NULL,
    "hostname" TEXT,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "tenant_id" UUID NOT NULL,
    "language" "language" NOT NULL DEFAULT 'pl',
    "theme" "theme_name",
    "favicon" TEXT,
    "site_title" JSONB,
    "investment_risks" TEXT,
    "reg" TEXT,
    "privacy_policy" TEXT,
    "campaign_invest_button_text" JSONB,
    "form_invest_button_text" JSONB,
    "consent2" JSONB,
    "consent3" JSONB,
    "equity_placeholder" JSONB,
    "debt_placeholder" JSONB,
    "logo" TEXT,
    "logo_inverse" TEXT,
    "headline" JSONB,
    "subheadline" JSONB,
    "admin_configuration" JSONB NOT NULL DEFAULT '{}',
    "investor_panel_blocked" BOOLEAN NOT NULL DEFAULT false,
    "legal_persons_enabled" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "host_config_pkey" PRIMARY KEY ("id"),
    -- The default row answers for unknown hosts and has no name; every other row has one.
    CONSTRAINT "host_config_default_has_no_hostname" CHECK ("is_default" = ("hostname" IS NULL)),
    -- Host names are stored as the edge looks them up.
    CONSTRAINT "host_config_hostname_lower_case" CHECK ("hostname" = lower("hostname"))
);

-- CreateTable
CREATE TABLE "host_config_revision" (
    "id" UUID NOT NULL,
    "host_config_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "published_by" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "host_config_revision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "host_config_hostname_key" ON "host_config"("hostname");

-- CreateIndex
CREATE INDEX "host_config_tenant_id_idx" ON "host_config"("tenant_id");

-- Exactly one default row (the check above plus this partial index; the seed creates it).
CREATE UNIQUE INDEX "host_config_single_default" ON "host_config"("is_default") WHERE "is_default";

-- CreateIndex
CREATE UNIQUE INDEX "host_config_revision_host_config_id_version_key" ON "host_config_revision"("host_config_id", "version");

-- AddForeignKey
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "host_config_revision" ADD CONSTRAINT "host_config_revision_host_config_id_fkey" FOREIGN KEY ("host_config_id") REFERENCES "host_config"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every running edge keeps host configs in memory and listens on this channel. The payload
-- carries the row id only (NOTIFY payloads are capped at ~8000 bytes); the edge reloads it.
CREATE FUNCTION "notify_host_config_change"() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('host_config_changed', json_build_object(
        'id', COALESCE(NEW."id", OLD."id"),
        'op', TG_OP
    )::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "host_config_notify"
    AFTER INSERT OR UPDATE OR DELETE ON "host_config"
    FOR EACH ROW EXECUTE FUNCTION "notify_host_config_change"();
