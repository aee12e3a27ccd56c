-- Issue #15, decision 034: sessions end when they are ended, codes work once.

-- Bumped when the password or the second factor changes: a remembered device (remember2faToken)
-- carries the stamp it was issued under and stops working when the stamp moves on.
ALTER TABLE "app_user" ADD COLUMN "security_stamp" INTEGER NOT NULL DEFAULT 0;
-- The TOTP time step (Unix time / 30 s) of the last code accepted: a code of that step or an
-- earlier one is refused, so an observed code cannot be replayed.
ALTER TABLE "app_user" ADD COLUMN "totp_last_step" BIGINT;

-- Single-use signed tokens (the two-factor challenge of a password step) that were used, by
-- their `jti`, until they expire anyway.
CREATE TABLE "used_token" (
    "jti" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "used_token_pkey" PRIMARY KEY ("jti")
);
CREATE INDEX "used_token_expires_at_idx" ON "used_token"("expires_at");
