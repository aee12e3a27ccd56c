-- Issue 17, item 9 (decision 042): each host's mails come from its own sender. Null keeps what
-- mails did before: the site title as the From name, MAIL_FROM as the address, no Reply-To and
-- no support line in the footer.
ALTER TABLE "host_config"
    ADD COLUMN "mail_from_name" TEXT,
    ADD COLUMN "mail_from_address" TEXT,
    ADD COLUMN "mail_reply_to" TEXT,
    ADD COLUMN "support_email" TEXT;

-- Header values: bounded and on one line (the console checks the full address syntax).
ALTER TABLE "host_config" ADD CONSTRAINT "host_config_mail_sender_single_line"
    CHECK (
        coalesce("mail_from_name", '') !~ '[\r\n]' AND length(coalesce("mail_from_name", '')) <= 100
        AND coalesce("mail_from_address", '') !~ '[\r\n\s<>]' AND length(coalesce("mail_from_address", '')) <= 254
        AND coalesce("mail_reply_to", '') !~ '[\r\n\s<>]' AND length(coalesce("mail_reply_to", '')) <= 254
        AND coalesce("support_email", '') !~ '[\r\n\s<>]' AND length(coalesce("support_email", '')) <= 254
    );
