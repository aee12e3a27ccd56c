-- CreateEnum
CREATE TYPE "context_type" AS ENUM ('advisor-panel', 'investor-panel');
CREATE TYPE "advisor_role" AS ENUM ('advisor', 'coordinator', 'admin');
CREATE TYPE "advisor_status" AS ENUM ('initial', 'active', 'deleted');
CREATE TYPE "identity_document_type" AS ENUM ('ID_CARD', 'PASSPORT');
CREATE TYPE "one_time_token_purpose" AS ENUM ('investor_login', 'activation', 'password_reset');
CREATE TYPE "mail_status" AS ENUM ('pending', 'sent', 'failed');

-- CreateTable
CREATE TABLE "app_user" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "first_name" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "totp_secret" TEXT,
    "totp_enabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "app_user_pkey" PRIMARY KEY ("id"),
    -- E-mails are compared lower-cased everywhere; storing them so keeps the unique index honest.
    CONSTRAINT "app_user_email_lower_case" CHECK ("email" = lower("email"))
);

CREATE TABLE "user_context" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "type" "context_type" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "user_context_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "broker_network" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "broker_network_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "advisor" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "advisor_role" NOT NULL DEFAULT 'advisor',
    "status" "advisor_status" NOT NULL DEFAULT 'initial',
    "external_id" TEXT,
    "document_type" "identity_document_type",
    "document_number" TEXT,
    "document_expiry_date" DATE,
    "country" TEXT,
    "power_of_attorney_start" DATE,
    "power_of_attorney_end" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "advisor_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "advisor_network" (
    "advisor_id" UUID NOT NULL,
    "network_id" UUID NOT NULL,
    CONSTRAINT "advisor_network_pkey" PRIMARY KEY ("advisor_id", "network_id")
);

CREATE TABLE "coordinator_network" (
    "advisor_id" UUID NOT NULL,
    "network_id" UUID NOT NULL,
    CONSTRAINT "coordinator_network_pkey" PRIMARY KEY ("advisor_id", "network_id")
);

CREATE TABLE "investor" (
    "id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "investor_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "one_time_token" (
    "id" UUID NOT NULL,
    "purpose" "one_time_token_purpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "one_time_token_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "refresh_token" (
    "id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "context_type" "context_type" NOT NULL,
    "impersonator_user_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "mail_outbox" (
    "id" UUID NOT NULL,
    "tenant_id" UUID,
    "host" TEXT,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "language" "language" NOT NULL,
    "status" "mail_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "audit_log" (
    "id" UUID NOT NULL,
    "tenant_id" UUID,
    "actor_user_id" UUID,
    "impersonator_user_id" UUID,
    "target_user_id" UUID,
    "event" TEXT NOT NULL,
    "ip" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user"("email");
CREATE UNIQUE INDEX "user_context_user_id_tenant_id_type_key" ON "user_context"("user_id", "tenant_id", "type");
CREATE INDEX "user_context_tenant_id_idx" ON "user_context"("tenant_id");
CREATE UNIQUE INDEX "broker_network_tenant_id_name_key" ON "broker_network"("tenant_id", "name");
CREATE UNIQUE INDEX "advisor_tenant_id_user_id_key" ON "advisor"("tenant_id", "user_id");
CREATE INDEX "advisor_tenant_id_status_idx" ON "advisor"("tenant_id", "status");
CREATE INDEX "advisor_network_network_id_idx" ON "advisor_network"("network_id");
CREATE INDEX "coordinator_network_network_id_idx" ON "coordinator_network"("network_id");
CREATE UNIQUE INDEX "investor_tenant_id_user_id_key" ON "investor"("tenant_id", "user_id");
CREATE UNIQUE INDEX "one_time_token_token_hash_key" ON "one_time_token"("token_hash");
CREATE INDEX "one_time_token_user_id_purpose_idx" ON "one_time_token"("user_id", "purpose");
CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "refresh_token"("token_hash");
CREATE INDEX "refresh_token_family_id_idx" ON "refresh_token"("family_id");
CREATE INDEX "mail_outbox_status_created_at_idx" ON "mail_outbox"("status", "created_at");
CREATE INDEX "mail_outbox_tenant_id_created_at_idx" ON "mail_outbox"("tenant_id", "created_at");
CREATE INDEX "audit_log_tenant_id_created_at_idx" ON "audit_log"("tenant_id", "created_at");
CREATE INDEX "audit_log_event_created_at_idx" ON "audit_log"("event", "created_at");

-- AddForeignKey
ALTER TABLE "user_context" ADD CONSTRAINT "user_context_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_context" ADD CONSTRAINT "user_context_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "broker_network" ADD CONSTRAINT "broker_network_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "advisor" ADD CONSTRAINT "advisor_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "advisor" ADD CONSTRAINT "advisor_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "advisor_network" ADD CONSTRAINT "advisor_network_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "advisor_network" ADD CONSTRAINT "advisor_network_network_id_fkey" FOREIGN KEY ("network_id") REFERENCES "broker_network"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "coordinator_network" ADD CONSTRAINT "coordinator_network_advisor_id_fkey" FOREIGN KEY ("advisor_id") REFERENCES "advisor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "coordinator_network" ADD CONSTRAINT "coordinator_network_network_id_fkey" FOREIGN KEY ("network_id") REFERENCES "broker_network"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "investor" ADD CONSTRAINT "investor_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "investor" ADD CONSTRAINT "investor_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "one_time_token" ADD CONSTRAINT "one_time_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
