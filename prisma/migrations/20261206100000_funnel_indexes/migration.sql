-- Issue 20 (decision 070): the funnel of a campaign (GET /api/advisor/funnel) in one index scan.
-- When an offer first entered each step is kept on the offer itself, by triggers, from its status
-- history (viewed, interested, accepted, active) and its agreements (signed: an agreement
-- completed; its updated_at is when, since a completed agreement never changes again). Aggregating
-- the history of 100 000 offers at every request took a second; the kept times take one scan.
ALTER TABLE "offer"
    ADD COLUMN "viewed_at" TIMESTAMPTZ(3),
    ADD COLUMN "interested_at" TIMESTAMPTZ(3),
    ADD COLUMN "accepted_at" TIMESTAMPTZ(3),
    ADD COLUMN "signed_at" TIMESTAMPTZ(3),
    ADD COLUMN "active_at" TIMESTAMPTZ(3);

-- The first time wins: a later (or replayed) row never moves a step's time forward.
CREATE FUNCTION "offer_funnel_status_change"() RETURNS trigger AS $$
BEGIN
    CASE NEW.to_status
        WHEN 'viewed' THEN
            UPDATE "offer" SET "viewed_at" = NEW.changed_at
             WHERE id = NEW.offer_id AND ("viewed_at" IS NULL OR "viewed_at" > NEW.changed_at);
        WHEN 'interested' THEN
            UPDATE "offer" SET "interested_at" = NEW.changed_at
             WHERE id = NEW.offer_id AND ("interested_at" IS NULL OR "interested_at" > NEW.changed_at);
        WHEN 'accepted' THEN
            UPDATE "offer" SET "accepted_at" = NEW.changed_at
             WHERE id = NEW.offer_id AND ("accepted_at" IS NULL OR "accepted_at" > NEW.changed_at);
        WHEN 'active' THEN
            UPDATE "offer" SET "active_at" = NEW.changed_at
             WHERE id = NEW.offer_id AND ("active_at" IS NULL OR "active_at" > NEW.changed_at);
        ELSE NULL;
    END CASE;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "offer_status_change_funnel"
    AFTER INSERT OR UPDATE OF "to_status", "changed_at" ON "offer_status_change"
    FOR EACH ROW EXECUTE FUNCTION "offer_funnel_status_change"();

CREATE FUNCTION "offer_funnel_contract"() RETURNS trigger AS $$
BEGIN
    UPDATE "offer" SET "signed_at" = NEW.updated_at
     WHERE id = NEW.offer_id AND ("signed_at" IS NULL OR "signed_at" > NEW.updated_at);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "contract_funnel"
    AFTER INSERT OR UPDATE OF "status", "updated_at" ON "contract"
    FOR EACH ROW WHEN (NEW.status = 'Completed') EXECUTE FUNCTION "offer_funnel_contract"();

-- The offers made before this migration.
UPDATE "offer" o
   SET "viewed_at" = h.viewed_at, "interested_at" = h.interested_at,
       "accepted_at" = h.accepted_at, "active_at" = h.active_at
  FROM (SELECT offer_id,
               min(changed_at) FILTER (WHERE to_status = 'viewed') AS viewed_at,
               min(changed_at) FILTER (WHERE to_status = 'interested') AS interested_at,
               min(changed_at) FILTER (WHERE to_status = 'accepted') AS accepted_at,
               min(changed_at) FILTER (WHERE to_status = 'active') AS active_at
          FROM "offer_status_change" GROUP BY offer_id) h
 WHERE h.offer_id = o.id;
UPDATE "offer" o
   SET "signed_at" = k.signed_at
  FROM (SELECT offer_id, min(updated_at) AS signed_at FROM "contract" WHERE status = 'Completed' GROUP BY offer_id) k
 WHERE k.offer_id = o.id;

-- The funnel's scans: one campaign (or the whole tenant) by the day its offers were made, with
-- every column the funnel reads, so that PostgreSQL reads the index alone (not in schema.prisma:
-- Prisma cannot declare INCLUDE).
CREATE INDEX "offer_funnel_campaign_idx" ON "offer" ("tenant_id", "campaign_id", "created_at")
    INCLUDE ("owner_advisor_id", "network_id", "product_id", "status", "contract_status", "currency",
             "investment_value", "viewed_at", "interested_at", "accepted_at", "signed_at", "active_at");
CREATE INDEX "offer_funnel_tenant_idx" ON "offer" ("tenant_id", "created_at")
    INCLUDE ("campaign_id", "owner_advisor_id", "network_id", "product_id", "status", "contract_status", "currency",
             "investment_value", "viewed_at", "interested_at", "accepted_at", "signed_at", "active_at");
