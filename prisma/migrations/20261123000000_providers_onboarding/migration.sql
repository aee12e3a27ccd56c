CREATE TYPE "investor_type" AS ENUM ('natural-person', 'legal-person');
CREATE TYPE "identity_status" AS ENUM ('pending', 'verified', 'failed');

-- CreateTable
CREATE TABLE "identity_verification" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "onboarding_request_id" UUID NOT NULL,
    "provider_ref" TEXT NOT NULL,
    "status" "identity_status" NOT NULL DEFAULT 'pending',
    "verification_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "identity_verification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "identity_verification_event" (
    "id" UUID NOT NULL,
    "identity_verification_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "status" "identity_status" NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "identity_verification_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_sandbox_session" (
    "ref" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "callback_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "provider_sandbox_session_pkey" PRIMARY KEY ("ref")
);

CREATE UNIQUE INDEX "identity_verification_provider_ref_key" ON "identity_verification"("provider_ref");
CREATE INDEX "identity_verification_onboarding_request_id_idx" ON "identity_verification"("onboarding_request_id");
CREATE UNIQUE INDEX "identity_verification_event_event_id_key" ON "identity_verification_event"("event_id");

ALTER TABLE "identity_verification" ADD CONSTRAINT "identity_verification_onboarding_request_id_fkey" FOREIGN KEY ("onboarding_request_id") REFERENCES "onboarding_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "identity_verification_event" ADD CONSTRAINT "identity_verification_event_identity_verification_id_fkey" FOREIGN KEY ("identity_verification_id") REFERENCES "identity_verification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Contract: the PDF summary it was created from
ALTER TABLE "contract" ADD COLUMN "document_file_id" UUID;

-- Onboarding request: natural or legal person, chosen by the investor
ALTER TABLE "onboarding_request" ADD COLUMN "investor_type" "investor_type";

-- Document: a KYC supporting document belongs to its onboarding request
ALTER TABLE "document" ADD COLUMN "onboarding_request_id" UUID;
CREATE INDEX "document_onboarding_request_id_idx" ON "document"("onboarding_request_id");
ALTER TABLE "document" ADD CONSTRAINT "document_onboarding_request_id_fkey" FOREIGN KEY ("onboarding_request_id") REFERENCES "onboarding_request"("id") ON DELETE SET NULL ON UPDATE CASCADE;
