-- Issue 17, item 8 (decision 043): each host's legal documents (terms, privacy policy, investment
-- risks) as uploaded PDFs per language, versioned at publish, and what every investor accepted.

-- The draft/live value: { kind: { language: { sha256, fileName, size, version } } }.
ALTER TABLE "host_config" ADD COLUMN "legal_documents" JSONB;
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_legal_documents_object"
    CHECK ("legal_documents" IS NULL OR jsonb_typeof("legal_documents") = 'object');

CREATE TYPE "legal_document_kind" AS ENUM ('terms', 'privacy', 'risks');
CREATE TYPE "legal_acceptance_purpose" AS ENUM ('offer_acceptance', 'kyc_submission', 'renewal');

CREATE TABLE "legal_document" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "host_config_id" UUID NOT NULL,
    "kind" "legal_document_kind" NOT NULL,
    "language" "language" NOT NULL,
    "version" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "published_by" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "legal_document_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "legal_document_version_positive" CHECK ("version" > 0),
    CONSTRAINT "legal_document_sha256_hex" CHECK ("sha256" ~ '^[0-9a-f]{64}$')
);
CREATE UNIQUE INDEX "legal_document_host_config_id_kind_language_version_key"
    ON "legal_document" ("host_config_id", "kind", "language", "version");
CREATE UNIQUE INDEX "legal_document_host_config_id_kind_language_sha256_key"
    ON "legal_document" ("host_config_id", "kind", "language", "sha256");
ALTER TABLE "legal_document" ADD CONSTRAINT "legal_document_host_config_id_fkey"
    FOREIGN KEY ("host_config_id") REFERENCES "host_config"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "legal_acceptance" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "host_config_id" UUID,
    "investor_id" UUID,
    "offer_id" UUID,
    "onboarding_request_id" UUID,
    "kyc_version" INTEGER,
    "purpose" "legal_acceptance_purpose" NOT NULL,
    "language" "language" NOT NULL,
    "documents" JSONB NOT NULL,
    "consents" JSONB NOT NULL DEFAULT '{}',
    "accepted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "legal_acceptance_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "legal_acceptance_documents_array" CHECK (jsonb_typeof("documents") = 'array')
);
CREATE INDEX "legal_acceptance_tenant_id_investor_id_host_config_id_accepted_at_idx"
    ON "legal_acceptance" ("tenant_id", "investor_id", "host_config_id", "accepted_at");
CREATE INDEX "legal_acceptance_offer_id_idx" ON "legal_acceptance" ("offer_id");
CREATE INDEX "legal_acceptance_onboarding_request_id_idx" ON "legal_acceptance" ("onboarding_request_id");
ALTER TABLE "legal_acceptance" ADD CONSTRAINT "legal_acceptance_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "legal_acceptance" ADD CONSTRAINT "legal_acceptance_host_config_id_fkey"
    FOREIGN KEY ("host_config_id") REFERENCES "host_config"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "legal_acceptance" ADD CONSTRAINT "legal_acceptance_investor_id_fkey"
    FOREIGN KEY ("investor_id") REFERENCES "investor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "legal_acceptance" ADD CONSTRAINT "legal_acceptance_offer_id_fkey"
    FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "legal_acceptance" ADD CONSTRAINT "legal_acceptance_onboarding_request_id_fkey"
    FOREIGN KEY ("onboarding_request_id") REFERENCES "onboarding_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;
