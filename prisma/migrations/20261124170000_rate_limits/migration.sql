-- Issue #15, finding 7 (decision 035): rate limits shared by every replica. One row per counted
-- subject (an IP address of a route, an e-mail of a tenant, …), keyed by a hash so no address is
-- stored in clear; rows past `expires_at` are swept.
CREATE TABLE "rate_limit" (
    "key" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "last_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "blocked_until" TIMESTAMPTZ(3),
    -- Whether the last attempt was refused (the RETURNING of the one-statement upsert needs it).
    "refused" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "rate_limit_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limit_expires_at_idx" ON "rate_limit"("expires_at");
