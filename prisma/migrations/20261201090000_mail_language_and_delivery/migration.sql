-- Issue 19 (decision 063): mails in the recipient's language, and SMTP delivery that retries a
-- temporary refusal later and gives up on a permanent one.

-- The language of the screen a person last used: mails someone else causes for them (an
-- advisor's invitation, an admin's activation link) go out in it, else in the host's language.
ALTER TABLE "app_user" ADD COLUMN "language" "language";

-- When a pending mail is next due. Senders claim due rows with SKIP LOCKED, so the database, not
-- a process, decides when and by whom a mail is tried again.
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
-- Rows already retried keep the schedule they had (30 s doubling from the time they were queued).
UPDATE "mail_outbox"
   SET "next_attempt_at" = "created_at" + interval '30 seconds' * (power(2, "attempts") - 1)
 WHERE "status" = 'pending' AND "attempts" > 0;
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox"("status", "next_attempt_at");
