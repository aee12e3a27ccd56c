-- Operators of the console (issue #8, decision 022) and their sessions: the cookie carries a random
-- token, only its SHA-256 is stored here.
-- CreateTable
CREATE TABLE "operator" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "totp_secret" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sign_in_at" TIMESTAMPTZ(3),
    CONSTRAINT "operator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operator_session" (
    "id" UUID NOT NULL,
    "operator_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    CONSTRAINT "operator_session_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "operator_email_key" ON "operator"("email");
CREATE UNIQUE INDEX "operator_session_token_hash_key" ON "operator_session"("token_hash");
CREATE INDEX "operator_session_operator_id_idx" ON "operator_session"("operator_id");

ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operator"("id") ON DELETE CASCADE ON UPDATE CASCADE;
