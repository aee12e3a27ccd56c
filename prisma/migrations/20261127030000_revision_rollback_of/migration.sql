-- Issue 17, item 11: the revision list marks rollbacks. Earlier rollbacks are recognised from
-- their audit entries, where the restored version was kept.
ALTER TABLE "host_config_revision" ADD COLUMN "rollback_of" INTEGER;

UPDATE "host_config_revision" AS r
   SET "rollback_of" = (a."data"->>'toVersion')::integer
  FROM "audit_log" AS a
 WHERE a."event" = 'console.rolled_back'
   AND a."data"->>'hostConfigId' = r."host_config_id"::text
   AND (a."data"->>'version')::integer = r."version"
   AND a."data"->>'toVersion' ~ '^[0-9]+$';
