-- Disputes and their evidence (docs/money.md, "Disputes").
CREATE TYPE "DisputeStatus" AS ENUM ('open', 'won', 'lost');

CREATE TABLE "Dispute" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "status" "DisputeStatus" NOT NULL DEFAULT 'open',
    "reason" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "responseDueAt" TIMESTAMP(3) NOT NULL,
    "evidenceText" TEXT,
    "evidenceSubmittedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Dispute_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "DisputeEvidenceFile" (
    "id" SERIAL NOT NULL,
    "disputeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DisputeEvidenceFile_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Dispute_companyId_createdAt_id_idx" ON "Dispute"("companyId", "createdAt" DESC, "id" DESC);
CREATE INDEX "Dispute_companyId_status_createdAt_id_idx" ON "Dispute"("companyId", "status", "createdAt" DESC, "id" DESC);
CREATE INDEX "Dispute_transactionId_idx" ON "Dispute"("transactionId");
CREATE INDEX "Dispute_status_responseDueAt_idx" ON "Dispute"("status", "responseDueAt");
CREATE INDEX "DisputeEvidenceFile_disputeId_idx" ON "DisputeEvidenceFile"("disputeId");

ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Dispute" ADD CONSTRAINT "Dispute_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "DisputeEvidenceFile" ADD CONSTRAINT "DisputeEvidenceFile_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "Dispute"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- the disputes already open or lost before this table: one row each, so the disputes page shows them
INSERT INTO "Dispute" ("companyId", "transactionId", "status", "reason", "amount", "responseDueAt", "closedAt", "createdAt", "updatedAt")
SELECT t."companyId", t."id",
       CASE WHEN t."status" = 'in_protest' THEN 'open'::"DisputeStatus" ELSE 'lost'::"DisputeStatus" END,
       CASE WHEN t."status" = 'in_protest' THEN 'dispute' ELSE 'chargeback' END,
       t."paidAmount" - t."refundedAmount",
       t."updatedAt" + interval '7 days',
       CASE WHEN t."status" = 'in_protest' THEN NULL ELSE t."updatedAt" END,
       t."updatedAt", t."updatedAt"
FROM "Transaction" t WHERE t."status" IN ('in_protest', 'chargedback');
