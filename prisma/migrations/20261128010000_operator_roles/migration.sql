-- Operators in the console (issue 17, item 7; decision 046): roles, invitations and resets.
CREATE TYPE "operator_role" AS ENUM ('viewer', 'editor', 'publisher', 'admin');
CREATE TYPE "operator_token_purpose" AS ENUM ('invitation', 'password_reset');

ALTER TABLE "operator" ALTER COLUMN "password_hash" DROP NOT NULL;
ALTER TABLE "operator" ADD COLUMN "role" "operator_role" NOT NULL DEFAULT 'viewer';
ALTER TABLE "operator" ADD COLUMN "language" "language" NOT NULL DEFAULT 'pl';
ALTER TABLE "operator" ADD COLUMN "invited_by" TEXT;
-- Every operator so far could do everything: they stay admins.
UPDATE "operator" SET "role" = 'admin';

CREATE TABLE "operator_token" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "operator_id" UUID NOT NULL,
  "purpose" "operator_token_purpose" NOT NULL,
  "token_hash" TEXT NOT NULL,
  "expires_at" TIMESTAMPTZ(3) NOT NULL,
  "used_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "created_by" TEXT,
  CONSTRAINT "operator_token_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "operator_token_token_hash_key" ON "operator_token"("token_hash");
CREATE INDEX "operator_token_operator_id_idx" ON "operator_token"("operator_id");
ALTER TABLE "operator_token" ADD CONSTRAINT "operator_token_operator_id_fkey"
  FOREIGN KEY ("operator_id") REFERENCES "operator"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "tenant" ADD COLUMN "four_eyes_publish" BOOLEAN NOT NULL DEFAULT false;
