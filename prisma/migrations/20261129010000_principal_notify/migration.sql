-- Every process's principal cache forgets a user's entries when a row that decides what their
-- access token stands for changes (issue 18, decision 049): the payload is the user's id.
CREATE FUNCTION "notify_principal_change"() RETURNS trigger AS $$
DECLARE
    changed_row RECORD;
    changed_user UUID;
BEGIN
    -- Branches per operation and table: a record's fields are only read where they exist.
    IF TG_OP = 'DELETE' THEN
        changed_row := OLD;
    ELSE
        changed_row := NEW;
    END IF;
    IF TG_TABLE_NAME = 'app_user' THEN
        changed_user := changed_row."id";
    ELSIF TG_TABLE_NAME IN ('advisor_network', 'coordinator_network') THEN
        SELECT "user_id" INTO changed_user FROM "advisor" WHERE "id" = changed_row."advisor_id";
        IF TG_OP = 'UPDATE' THEN
            PERFORM pg_notify('principal_changed', "user_id"::text) FROM "advisor" WHERE "id" = OLD."advisor_id";
        END IF;
    ELSE
        changed_user := changed_row."user_id";
        IF TG_OP = 'UPDATE' THEN
            IF OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
                PERFORM pg_notify('principal_changed', OLD."user_id"::text);
            END IF;
        END IF;
    END IF;
    -- A membership whose advisor went with it: nothing cached names that advisor any more.
    IF changed_user IS NOT NULL THEN
        PERFORM pg_notify('principal_changed', changed_user::text);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A session ends: its refresh family revoked or deleted (new tokens change nothing cached).
CREATE TRIGGER "refresh_token_principal_notify"
    AFTER UPDATE OF "revoked_at", "user_id", "family_id", "tenant_id" OR DELETE ON "refresh_token"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();

CREATE TRIGGER "user_context_principal_notify"
    AFTER INSERT OR UPDATE OR DELETE ON "user_context"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();

CREATE TRIGGER "investor_principal_notify"
    AFTER UPDATE OR DELETE ON "investor"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();

-- Status and role (and an impersonating admin's, through the impersonated user's entries).
CREATE TRIGGER "advisor_principal_notify"
    AFTER UPDATE OF "status", "role", "user_id", "tenant_id" OR DELETE ON "advisor"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();

CREATE TRIGGER "advisor_network_principal_notify"
    AFTER INSERT OR UPDATE OR DELETE ON "advisor_network"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();

CREATE TRIGGER "coordinator_network_principal_notify"
    AFTER INSERT OR UPDATE OR DELETE ON "coordinator_network"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();

-- The name and address the panels greet a caller with (GET /api/auth/data).
CREATE TRIGGER "app_user_principal_notify"
    AFTER UPDATE OF "first_name", "surname", "email" OR DELETE ON "app_user"
    FOR EACH ROW EXECUTE FUNCTION "notify_principal_change"();
