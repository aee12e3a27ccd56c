-- A host's other names, redirected to it (issue 17, item 5; decision 048).
CREATE TABLE "host_alias" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "hostname" TEXT NOT NULL,
  "host_config_id" UUID NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "created_by" TEXT NOT NULL,
  CONSTRAINT "host_alias_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "host_alias_hostname_key" ON "host_alias"("hostname");
CREATE INDEX "host_alias_host_config_id_idx" ON "host_alias"("host_config_id");
ALTER TABLE "host_alias" ADD CONSTRAINT "host_alias_host_config_id_fkey"
  FOREIGN KEY ("host_config_id") REFERENCES "host_config"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every edge reloads the host whose aliases changed, on the channel it already listens to.
CREATE FUNCTION "notify_host_alias_change"() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('host_config_changed', json_build_object(
        'id', COALESCE(NEW."host_config_id", OLD."host_config_id"),
        'op', 'ALIAS'
    )::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "host_alias_notify"
    AFTER INSERT OR UPDATE OR DELETE ON "host_alias"
    FOR EACH ROW EXECUTE FUNCTION "notify_host_alias_change"();
