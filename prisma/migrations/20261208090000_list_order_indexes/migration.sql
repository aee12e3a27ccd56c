-- Issue 18 (decision 079): the offers and onboarding-requests lists in their default order, read
-- from one index whatever the scope's and the filters' lists of values. An index that starts with
-- the network or the status can give rows in date order only for one value of each; a coordinator
-- of two networks filtering two statuses made PostgreSQL sort every match (250 000 at 1 000 000
-- offers: 140 ms). These walk the tenant's rows newest first and test the other columns in the
-- index itself (not in schema.prisma: Prisma cannot declare INCLUDE), so a page, and the count
-- that stops at the page's cap, end after a short walk (0.3 ms and 2 ms there).

-- The investors table's default order (status date, newest first; the id in the same direction).
CREATE INDEX "offer_tenant_status_date_desc_idx" ON "offer" ("tenant_id", "status_date" DESC, "id" DESC)
    INCLUDE ("network_id", "owner_advisor_id", "campaign_id", "investor_id", "status", "investment_value");

-- The onboarding requests' default order (newest first; the id ascending, as the list sorts it).
CREATE INDEX "onboarding_request_tenant_created_desc_idx" ON "onboarding_request" ("tenant_id", "created_at" DESC, "id")
    INCLUDE ("source_advisor_id", "status", "email");
