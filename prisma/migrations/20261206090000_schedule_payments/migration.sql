-- Issue 20 (decision 068): what happened to each payment of an investment's interest schedule.
-- The schedule itself is computed from the terms; only marked payments have a row.
CREATE TYPE "schedule_payment_status" AS ENUM ('paid', 'partially_paid', 'cancelled');

CREATE TABLE "schedule_payment" (
    "offer_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "schedule_payment_status" NOT NULL,
    "paid_amount" DECIMAL(18,2),
    "paid_on" DATE,
    "updated_by_user_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "schedule_payment_pkey" PRIMARY KEY ("offer_id", "number"),
    CONSTRAINT "schedule_payment_number_check" CHECK ("number" >= 1),
    CONSTRAINT "schedule_payment_paid_amount_check" CHECK ("paid_amount" IS NULL OR "paid_amount" >= 0)
);

ALTER TABLE "schedule_payment" ADD CONSTRAINT "schedule_payment_offer_id_fkey"
    FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
