-- Issue #15, decision 027: a person's account belongs to one tenant. What a broker knows of a
-- person (names, e-mail, password, second factor, sessions) is that broker's alone; the same
-- person at another broker has another account there, made by that broker's own invitation.
-- Existing users who are known to several tenants are split: one account per tenant, each a
-- copy of the shared one, and every row of a tenant points at that tenant's copy.

ALTER TABLE "app_user" ADD COLUMN "tenant_id" UUID;
DROP INDEX "app_user_email_key";

-- Every tenant a user is known to, and when first.
CREATE TEMP TABLE "membership" AS
SELECT "user_id", "tenant_id", min("created_at") AS "first_seen"
FROM (
    SELECT "user_id", "tenant_id", "created_at" FROM "user_context"
    UNION ALL SELECT "user_id", "tenant_id", "created_at" FROM "advisor"
    UNION ALL SELECT "user_id", "tenant_id", "created_at" FROM "investor"
) AS "known"
GROUP BY "user_id", "tenant_id";

-- The account keeps its id in the tenant that knew it first.
UPDATE "app_user" AS "u" SET "tenant_id" = "first"."tenant_id"
FROM (
    SELECT DISTINCT ON ("user_id") "user_id", "tenant_id"
    FROM "membership"
    ORDER BY "user_id", "first_seen", "tenant_id"
) AS "first"
WHERE "first"."user_id" = "u"."id";

-- A copy for every further tenant.
CREATE TEMP TABLE "account_copy" AS
SELECT "m"."user_id" AS "old_id", "m"."tenant_id", gen_random_uuid() AS "new_id"
FROM "membership" AS "m"
JOIN "app_user" AS "u" ON "u"."id" = "m"."user_id" AND "u"."tenant_id" <> "m"."tenant_id";

INSERT INTO "app_user" ("id", "tenant_id", "email", "password_hash", "first_name", "surname", "totp_secret",
                        "totp_enabled", "created_at", "updated_at")
SELECT "c"."new_id", "c"."tenant_id", "u"."email", "u"."password_hash", "u"."first_name", "u"."surname",
       "u"."totp_secret", "u"."totp_enabled", "u"."created_at", CURRENT_TIMESTAMP
FROM "account_copy" AS "c"
JOIN "app_user" AS "u" ON "u"."id" = "c"."old_id";

UPDATE "user_context" AS "t" SET "user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "advisor" AS "t" SET "user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "investor" AS "t" SET "user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "one_time_token" AS "t" SET "user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "refresh_token" AS "t" SET "user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "refresh_token" AS "t" SET "impersonator_user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."impersonator_user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "onboarding_request" AS "t" SET "investor_user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."investor_user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "stored_file" AS "t" SET "uploaded_by_user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."uploaded_by_user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "offer_status_change" AS "t" SET "changed_by_user_id" = "c"."new_id"
FROM "account_copy" AS "c", "offer" AS "o"
WHERE "o"."id" = "t"."offer_id" AND "o"."tenant_id" = "c"."tenant_id" AND "t"."changed_by_user_id" = "c"."old_id";
UPDATE "audit_log" AS "t" SET "actor_user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."actor_user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "audit_log" AS "t" SET "impersonator_user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."impersonator_user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";
UPDATE "audit_log" AS "t" SET "target_user_id" = "c"."new_id"
FROM "account_copy" AS "c" WHERE "t"."target_user_id" = "c"."old_id" AND "t"."tenant_id" = "c"."tenant_id";

-- A user no tenant knows (nothing can reach it) goes to the default host's tenant, or away.
UPDATE "app_user" SET "tenant_id" = (
    SELECT "tenant_id" FROM "host_config" WHERE "is_default" ORDER BY "created_at" LIMIT 1
) WHERE "tenant_id" IS NULL;
DELETE FROM "app_user" WHERE "tenant_id" IS NULL;

-- Links and sessions of a tenant that does not know the account work nowhere: dropped.
DELETE FROM "one_time_token" AS "t" USING "app_user" AS "u" WHERE "u"."id" = "t"."user_id" AND "u"."tenant_id" <> "t"."tenant_id";
DELETE FROM "refresh_token" AS "t" USING "app_user" AS "u" WHERE "u"."id" = "t"."user_id" AND "u"."tenant_id" <> "t"."tenant_id";

ALTER TABLE "app_user" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_tenant_id_fkey"
    FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE UNIQUE INDEX "app_user_tenant_id_email_key" ON "app_user"("tenant_id", "email");
CREATE UNIQUE INDEX "app_user_id_tenant_id_key" ON "app_user"("id", "tenant_id");

-- The database itself keeps every tenant's rows on that tenant's accounts.
ALTER TABLE "user_context" ADD CONSTRAINT "user_context_account_fkey"
    FOREIGN KEY ("user_id", "tenant_id") REFERENCES "app_user"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "advisor" ADD CONSTRAINT "advisor_account_fkey"
    FOREIGN KEY ("user_id", "tenant_id") REFERENCES "app_user"("id", "tenant_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "investor" ADD CONSTRAINT "investor_account_fkey"
    FOREIGN KEY ("user_id", "tenant_id") REFERENCES "app_user"("id", "tenant_id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "one_time_token" ADD CONSTRAINT "one_time_token_account_fkey"
    FOREIGN KEY ("user_id", "tenant_id") REFERENCES "app_user"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_account_fkey"
    FOREIGN KEY ("user_id", "tenant_id") REFERENCES "app_user"("id", "tenant_id") ON DELETE CASCADE ON UPDATE CASCADE;

DROP TABLE "account_copy";
DROP TABLE "membership";
