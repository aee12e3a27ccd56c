-- The investors table (GET /api/advisor/investor/offers and …/offers-by-network): covering indexes
-- for the scope (owner or network), the status filter and the default sort by status date, with
-- the id tie-breaker, so that the page of ids and the total are read from the index alone.
DROP INDEX "offer_tenant_id_owner_advisor_id_status_date_idx";
DROP INDEX "offer_tenant_id_network_id_status_date_idx";
CREATE INDEX "offer_tenant_id_owner_advisor_id_status_status_date_id_idx" ON "offer"("tenant_id", "owner_advisor_id", "status", "status_date", "id");
CREATE INDEX "offer_tenant_id_network_id_status_status_date_id_idx" ON "offer"("tenant_id", "network_id", "status", "status_date", "id");

-- Sorting by amount, largest first, with offers that have no amount yet at the end (not in
-- schema.prisma: Prisma cannot declare NULLS LAST).
CREATE INDEX "offer_owner_investment_value_desc_idx" ON "offer"("tenant_id", "owner_advisor_id", "investment_value" DESC NULLS LAST, "id" DESC);
CREATE INDEX "offer_network_investment_value_desc_idx" ON "offer"("tenant_id", "network_id", "investment_value" DESC NULLS LAST, "id" DESC);
