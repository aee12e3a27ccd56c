-- Host config notifications say when the change happened (`at`, seconds since the epoch), so each
-- edge can report how long a change took to reach it (issue 18, item 6: LISTEN/NOTIFY lag).
CREATE OR REPLACE FUNCTION "notify_host_config_change"() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('host_config_changed', json_build_object(
        'id', COALESCE(NEW."id", OLD."id"),
        'op', TG_OP,
        'at', extract(epoch FROM clock_timestamp())
    )::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION "notify_host_alias_change"() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('host_config_changed', json_build_object(
        'id', COALESCE(NEW."host_config_id", OLD."host_config_id"),
        'op', 'ALIAS',
        'at', extract(epoch FROM clock_timestamp())
    )::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
