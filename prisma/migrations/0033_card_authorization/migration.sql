-- Authorization and capture (docs/money.md, Card authorization and capture): what the acquirer holds
-- for a card payment. `capture: false` authorizes only (`authorized`, nothing paid); a capture of up
-- to this amount makes it `paid` with `paidAmount` = what was captured, the rest released. NULL for
-- Pix and boleto. Card transactions made before were authorized and captured at once.
ALTER TABLE "Transaction" ADD COLUMN "authorizedAmount" INTEGER;
UPDATE "Transaction" SET "authorizedAmount" = "amount" WHERE "paymentMethod" = 'credit_card' AND "status" <> 'refused';
