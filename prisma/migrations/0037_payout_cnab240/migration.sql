-- Issue 31: transfers leave through CNAB 240 payment files (docs/rails.md, Payout rail).
--
-- PayoutFile: a payment remessa Colmeia generated, or a retorno the bank sent (imported once: sha256).
CREATE TABLE "PayoutFile" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "accountKey" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "recordCount" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "summary" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PayoutFile_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "PayoutFile_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "PayoutFile_companyId_kind_sha256_key" ON "PayoutFile"("companyId", "kind", "sha256");
CREATE UNIQUE INDEX "PayoutFile_remessa_sequence_key" ON "PayoutFile"("companyId", "accountKey", "sequence") WHERE "kind" = 'remessa';
CREATE INDEX "PayoutFile_companyId_id_idx" ON "PayoutFile"("companyId", "id");

-- A transfer belongs to exactly one payment remessa; the bank's authentication of a paid one.
ALTER TABLE "Transfer" ADD COLUMN "payoutFileId" INTEGER REFERENCES "PayoutFile"("id");
ALTER TABLE "Transfer" ADD COLUMN "bankAuthentication" TEXT;
CREATE INDEX "Transfer_unfiled_idx" ON "Transfer"("companyId", "id") WHERE "status" = 'processing' AND "payoutFileId" IS NULL;
