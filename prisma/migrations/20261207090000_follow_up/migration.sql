-- Issue 20, item 4 (decision 072): follow-up of stalled offers. A tenant's N (the days an offer
-- waits in a step before it counts as stalled) and whether the platform reminds by itself.
ALTER TABLE "tenant"
    ADD COLUMN "follow_up_stall_days" INTEGER NOT NULL DEFAULT 7,
    ADD COLUMN "automatic_reminders" BOOLEAN NOT NULL DEFAULT false,
    ADD CONSTRAINT "tenant_follow_up_stall_days_check" CHECK ("follow_up_stall_days" BETWEEN 1 AND 90);

CREATE TYPE "stalled_stage" AS ENUM ('viewed', 'interested', 'accepted', 'signed');

-- Every reminder mailed to an offer's investor: the offer's history shows them beside its status
-- changes. `stage_since` is when the offer entered the stalled step (the offer's viewed_at,
-- interested_at, accepted_at or signed_at at the time): one stall of one offer.
CREATE TABLE "offer_reminder" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "offer_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "stage" "stalled_stage" NOT NULL,
    "stage_since" TIMESTAMPTZ(3) NOT NULL,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "sent_by_user_id" UUID,
    "mail_id" UUID,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_reminder_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "offer_reminder_sender_check" CHECK (NOT "automatic" OR "sent_by_user_id" IS NULL)
);

ALTER TABLE "offer_reminder" ADD CONSTRAINT "offer_reminder_offer_id_fkey"
    FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer_reminder" ADD CONSTRAINT "offer_reminder_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The offer's last reminder (the rate limit, the list's "last reminded") and its history.
CREATE INDEX "offer_reminder_offer_id_sent_at_idx" ON "offer_reminder" ("offer_id", "sent_at");

-- Never twice: one automatic reminder per offer and stall (AUTOMATIC_REMINDERS_PER_STALL = 1),
-- whichever replica tries; the second insert fails (or does nothing with ON CONFLICT).
CREATE UNIQUE INDEX "offer_reminder_automatic_key" ON "offer_reminder" ("offer_id", "stage", "stage_since")
    WHERE "automatic";
