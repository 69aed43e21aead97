-- Every list filter's index ends with the list order ("createdAt" DESC, "id" DESC): a filtered
-- page is read in order straight from the index (no sort), and the page's ids come from the index
-- alone (an index-only scan), so a deep OFFSET skips index entries instead of visiting rows.
DROP INDEX "Transaction_companyId_status_createdAt_idx";
DROP INDEX "Transaction_companyId_paymentMethod_createdAt_idx";
DROP INDEX "Transaction_companyId_deliveryStatus_createdAt_idx";
DROP INDEX "Transaction_companyId_installments_createdAt_idx";
DROP INDEX "Transaction_companyId_traceable_createdAt_idx";
DROP INDEX "Transaction_companyId_customerEmail_idx";
DROP INDEX "Transaction_companyId_customerDocument_idx";
DROP INDEX "Transaction_companyId_customerPhone_idx";

CREATE INDEX "Transaction_companyId_status_createdAt_id_idx" ON "Transaction"("companyId", "status", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_paymentMethod_createdAt_id_idx" ON "Transaction"("companyId", "paymentMethod", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_deliveryStatus_createdAt_id_idx" ON "Transaction"("companyId", "deliveryStatus", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_installments_createdAt_id_idx" ON "Transaction"("companyId", "installments", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_traceable_createdAt_id_idx" ON "Transaction"("companyId", "traceable", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_customerEmail_createdAt_id_idx" ON "Transaction"("companyId", "customerEmail", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_customerDocument_createdAt_id_idx" ON "Transaction"("companyId", "customerDocument", "createdAt" DESC, "id" DESC);
CREATE INDEX "Transaction_companyId_customerPhone_createdAt_id_idx" ON "Transaction"("companyId", "customerPhone", "createdAt" DESC, "id" DESC);
