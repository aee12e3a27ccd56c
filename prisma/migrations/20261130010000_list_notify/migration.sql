-- Every process's list cache forgets every page of the offers lists when a table their rows are
-- read from changes (issue 18, decision 052): one notification per statement, no payload.
-- Identical notifications of one transaction reach the listeners once.
CREATE FUNCTION "notify_list_change"() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('list_data_changed', '');
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "offer_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "investor_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "investor"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "app_user_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_user"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "advisor_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advisor"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "campaign_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaign"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "product_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "offer_payment_confirmation_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_payment_confirmation"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();

CREATE TRIGGER "stored_file_list_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stored_file"
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_change"();
