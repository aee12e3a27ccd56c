-- Campaigns, products, offers (with status history, payment confirmations, e-signature
-- contracts), stored files, onboarding requests with versioned KYC submissions, companies,
-- documents. Drafted with scripts/draft-migration.mjs from schema.prisma, then reviewed.

CREATE TYPE "currency" AS ENUM ('PLN', 'EUR', 'USD');
CREATE TYPE "interest_type" AS ENUM ('Variable', 'Fixed');
CREATE TYPE "payment_frequency" AS ENUM ('Monthly', 'Quarterly', 'SemiAnnually', 'Annually', 'AtMaturity');
CREATE TYPE "duration_unit" AS ENUM ('day', 'month', 'year');
CREATE TYPE "offer_status" AS ENUM ('invited', 'viewed', 'interested', 'accepted', 'active', 'rejected', 'declined', 'archived');
CREATE TYPE "contract_status" AS ENUM ('New', 'Unknown', 'Draft', 'Processing', 'Completed', 'Rejected', 'Withdrawn', 'Withdrawing', 'Error');
CREATE TYPE "onboarding_status" AS ENUM ('processing', 'sent', 'viewed', 'finished');

-- CreateTable
CREATE TABLE "campaign" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "campaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "interest_type" "interest_type" NOT NULL,
    "payment_frequency" "payment_frequency" NOT NULL,
    "duration" INTEGER NOT NULL,
    "duration_unit" "duration_unit" NOT NULL,
    "interest_per_year" DECIMAL(7,4) NOT NULL,
    "investment_value_min" DECIMAL(18,2) NOT NULL,
    "investment_value_max" DECIMAL(18,2) NOT NULL,
    "investment_value_step" DECIMAL(18,2) NOT NULL,
    "currency" "currency" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "campaign_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "investor_id" UUID NOT NULL,
    "owner_advisor_id" UUID NOT NULL,
    "network_id" UUID,
    "status" "offer_status" NOT NULL DEFAULT 'invited',
    "status_date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "agreement_date" DATE,
    "payment_date" DATE,
    "end_date" DATE,
    "investment_value" DECIMAL(18,2),
    "currency" "currency" NOT NULL,
    "message" TEXT,
    "public_token_hash" TEXT NOT NULL,
    "consents_accepted_at" TIMESTAMPTZ(3),
    "contract_status" "contract_status",
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "offer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_status_change" (
    "id" UUID NOT NULL,
    "offer_id" UUID NOT NULL,
    "from_status" "offer_status",
    "to_status" "offer_status" NOT NULL,
    "changed_by_user_id" UUID,
    "reason" TEXT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "offer_status_change_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_file" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "uploaded_by_user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "stored_file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_payment_confirmation" (
    "offer_id" UUID NOT NULL,
    "file_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "offer_payment_confirmation_pkey" PRIMARY KEY ("offer_id", "file_id")
);

-- CreateTable
CREATE TABLE "contract" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "offer_id" UUID NOT NULL,
    "provider_ref" TEXT NOT NULL,
    "status" "contract_status" NOT NULL DEFAULT 'New',
    "signing_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_event" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "status" "contract_status" NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contract_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "onboarding_request" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "token_hash" TEXT NOT NULL,
    "source_advisor_id" UUID,
    "tax_number" TEXT,
    "status" "onboarding_status" NOT NULL DEFAULT 'processing',
    "message" TEXT,
    "investor_user_id" UUID,
    "company_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "onboarding_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "kyc_submission" (
    "id" UUID NOT NULL,
    "onboarding_request_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "submitted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "kyc_submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "legal_form" TEXT,
    "register_number" TEXT NOT NULL,
    "statistical_number" TEXT,
    "core_business" TEXT,
    "registered_address" JSONB,
    "representatives" JSONB NOT NULL DEFAULT '[]',
    "tax_office" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "file_id" UUID NOT NULL,
    "owner_advisor_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "document_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "campaign_tenant_id_start_date_idx" ON "campaign"("tenant_id", "start_date");
CREATE INDEX "product_tenant_id_idx" ON "product"("tenant_id");
CREATE UNIQUE INDEX "product_campaign_id_code_key" ON "product"("campaign_id", "code");
CREATE UNIQUE INDEX "offer_public_token_hash_key" ON "offer"("public_token_hash");
CREATE INDEX "offer_tenant_id_status_status_date_idx" ON "offer"("tenant_id", "status", "status_date");
CREATE INDEX "offer_tenant_id_owner_advisor_id_status_date_idx" ON "offer"("tenant_id", "owner_advisor_id", "status_date");
CREATE INDEX "offer_tenant_id_network_id_status_date_idx" ON "offer"("tenant_id", "network_id", "status_date");
CREATE INDEX "offer_investor_id_idx" ON "offer"("investor_id");
CREATE INDEX "offer_campaign_id_idx" ON "offer"("campaign_id");
CREATE INDEX "offer_status_change_offer_id_changed_at_idx" ON "offer_status_change"("offer_id", "changed_at");
CREATE UNIQUE INDEX "stored_file_storage_key_key" ON "stored_file"("storage_key");
CREATE INDEX "stored_file_tenant_id_created_at_idx" ON "stored_file"("tenant_id", "created_at");
CREATE UNIQUE INDEX "contract_provider_ref_key" ON "contract"("provider_ref");
CREATE INDEX "contract_offer_id_idx" ON "contract"("offer_id");
CREATE UNIQUE INDEX "contract_event_event_id_key" ON "contract_event"("event_id");
CREATE UNIQUE INDEX "onboarding_request_token_hash_key" ON "onboarding_request"("token_hash");
CREATE INDEX "onboarding_request_tenant_id_created_at_idx" ON "onboarding_request"("tenant_id", "created_at");
CREATE INDEX "onboarding_request_tenant_id_status_idx" ON "onboarding_request"("tenant_id", "status");
CREATE UNIQUE INDEX "kyc_submission_onboarding_request_id_version_key" ON "kyc_submission"("onboarding_request_id", "version");
CREATE UNIQUE INDEX "company_tenant_id_register_number_key" ON "company"("tenant_id", "register_number");
CREATE INDEX "document_tenant_id_created_at_idx" ON "document"("tenant_id", "created_at");

ALTER TABLE "campaign" ADD CONSTRAINT "campaign_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "product" ADD CONSTRAINT "product_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer" ADD CONSTRAINT "offer_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaign"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "offer" ADD CONSTRAINT "offer_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "offer" ADD CONSTRAINT "offer_investor_id_fkey" FOREIGN KEY ("investor_id") REFERENCES "investor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "offer" ADD CONSTRAINT "offer_owner_advisor_id_fkey" FOREIGN KEY ("owner_advisor_id") REFERENCES "advisor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "offer" ADD CONSTRAINT "offer_network_id_fkey" FOREIGN KEY ("network_id") REFERENCES "broker_network"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "offer_status_change" ADD CONSTRAINT "offer_status_change_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer_payment_confirmation" ADD CONSTRAINT "offer_payment_confirmation_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer_payment_confirmation" ADD CONSTRAINT "offer_payment_confirmation_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_file"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract" ADD CONSTRAINT "contract_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract_event" ADD CONSTRAINT "contract_event_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "onboarding_request" ADD CONSTRAINT "onboarding_request_source_advisor_id_fkey" FOREIGN KEY ("source_advisor_id") REFERENCES "advisor"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "onboarding_request" ADD CONSTRAINT "onboarding_request_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "kyc_submission" ADD CONSTRAINT "kyc_submission_onboarding_request_id_fkey" FOREIGN KEY ("onboarding_request_id") REFERENCES "onboarding_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "document" ADD CONSTRAINT "document_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_file"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- Tenant keys of rows that reach their tenant through a parent are still real foreign keys, so a
-- row can never name a tenant that does not exist.
ALTER TABLE "product" ADD CONSTRAINT "product_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer" ADD CONSTRAINT "offer_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract" ADD CONSTRAINT "contract_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "onboarding_request" ADD CONSTRAINT "onboarding_request_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "company" ADD CONSTRAINT "company_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "document" ADD CONSTRAINT "document_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An offer's amount, when set, is positive; a product's limits are ordered and its step positive.
ALTER TABLE "offer" ADD CONSTRAINT "offer_investment_value_positive" CHECK ("investment_value" IS NULL OR "investment_value" > 0);
ALTER TABLE "product" ADD CONSTRAINT "product_limits_ordered" CHECK ("investment_value_min" > 0 AND "investment_value_min" <= "investment_value_max" AND "investment_value_step" > 0);
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_dates_ordered" CHECK ("start_date" <= "end_date");
