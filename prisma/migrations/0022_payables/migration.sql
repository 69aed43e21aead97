-- The receivables schedule and anticipation (docs/money.md, "Payables" and "Anticipation").
-- Adding enum values inside the migration's transaction is allowed as long as it does not use them.
ALTER TYPE "LedgerEntryType" ADD VALUE 'anticipation';
ALTER TYPE "LedgerEntryType" ADD VALUE 'anticipation_fee';

CREATE TABLE "Anticipation" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL,
    "monthlyRate" INTEGER NOT NULL,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Anticipation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Anticipation_recipientId_createdAt_idx" ON "Anticipation"("recipientId", "createdAt" DESC);
CREATE INDEX "Anticipation_companyId_createdAt_idx" ON "Anticipation"("companyId", "createdAt" DESC);
ALTER TABLE "Anticipation" ADD CONSTRAINT "Anticipation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Anticipation" ADD CONSTRAINT "Anticipation_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Recipient"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "Payable" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "installment" INTEGER NOT NULL,
    "installments" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "anticipationId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Payable_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Payable_transactionId_recipientId_installment_key" ON "Payable"("transactionId", "recipientId", "installment");
CREATE INDEX "Payable_recipientId_dueAt_idx" ON "Payable"("recipientId", "dueAt");
CREATE INDEX "Payable_companyId_dueAt_idx" ON "Payable"("companyId", "dueAt");
ALTER TABLE "Payable" ADD CONSTRAINT "Payable_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Payable" ADD CONSTRAINT "Payable_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Recipient"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Payable" ADD CONSTRAINT "Payable_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Payable" ADD CONSTRAINT "Payable_anticipationId_fkey" FOREIGN KEY ("anticipationId") REFERENCES "Anticipation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "LedgerEntry" ADD COLUMN "installment" INTEGER,
ADD COLUMN "anticipationId" INTEGER;
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_anticipationId_fkey" FOREIGN KEY ("anticipationId") REFERENCES "Anticipation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Payments made before the schedule existed become one payable each (installment 1 of 1) per
-- recipient, due when their lines became available; the lines dated on that day join it.
INSERT INTO "Payable" ("companyId", "recipientId", "transactionId", "installment", "installments", "amount", "fee", "dueAt", "createdAt")
SELECT l."companyId", l."recipientId", l."transactionId", 1, 1,
  COALESCE(sum(l."amount") FILTER (WHERE l."type" = 'payment_credit'), 0),
  -COALESCE(sum(l."amount") FILTER (WHERE l."type" = 'fee'), 0),
  min(l."availableAt"), min(l."createdAt")
FROM "LedgerEntry" l
WHERE l."transactionId" IS NOT NULL AND l."bucket" = 'balance' AND l."refundId" IS NULL
  AND l."type" IN ('payment_credit', 'fee')
GROUP BY l."companyId", l."recipientId", l."transactionId";
UPDATE "LedgerEntry" l SET "installment" = 1
FROM "Payable" p
WHERE l."transactionId" = p."transactionId" AND l."recipientId" = p."recipientId" AND l."bucket" = 'balance'
  AND l."availableAt" = p."dueAt";
