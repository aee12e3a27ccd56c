-- Issue #15, findings 5 and 8 (decisions 032, 033).

-- A KYC link works until this moment: some days after it was (re)sent.
ALTER TABLE "onboarding_request" ADD COLUMN "link_expires_at" TIMESTAMPTZ(3);
UPDATE "onboarding_request" SET "link_expires_at" = "updated_at" + interval '14 days';

-- The mail outbox keeps a redacted copy of every mail (its link replaced) and the live copy only
-- until the mail is sent or its link stops working; then `html` and `text` become the redacted copy.
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_html" TEXT;
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_text" TEXT;
ALTER TABLE "mail_outbox" ADD COLUMN "link_expires_at" TIMESTAMPTZ(3);
ALTER TABLE "mail_outbox" ADD COLUMN "redacted_at" TIMESTAMPTZ(3);

-- Mails written before: their links are the platform's own (a token after `token=` or the last
-- path segment of an activation or reset link), cut out by pattern.
UPDATE "mail_outbox" SET
    "redacted_html" = regexp_replace("html", '(token=|activate-from-email/|reset-password/)[A-Za-z0-9_%.~-]+', '\1[…]', 'g'),
    "redacted_text" = regexp_replace("text", '(token=|activate-from-email/|reset-password/)[A-Za-z0-9_%.~-]+', '\1[…]', 'g'),
    "link_expires_at" = "created_at" + interval '72 hours';
UPDATE "mail_outbox" SET "html" = "redacted_html", "text" = "redacted_text", "redacted_at" = CURRENT_TIMESTAMP
 WHERE "status" = 'sent' OR "link_expires_at" < CURRENT_TIMESTAMP;

-- The sweep finds the live copies whose link expired.
CREATE INDEX "mail_outbox_live_link_idx" ON "mail_outbox"("link_expires_at") WHERE "redacted_at" IS NULL;
