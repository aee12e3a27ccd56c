-- Issue #15, finding 4 (decision 031): every console operator has a second factor. An operator
-- without one enrols at the first sign-in: the secret shown then waits here until a code from it
-- is confirmed. Codes work once: the last accepted time step is kept (decision 034).
ALTER TABLE "operator" ADD COLUMN "totp_pending_secret" TEXT;
ALTER TABLE "operator" ADD COLUMN "totp_last_step" BIGINT;
