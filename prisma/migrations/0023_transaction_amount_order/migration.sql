-- The transactions list sorted by amount (GET /v1/transactions?sort=-amount|amount) walks this
-- index like the newest-first list walks (companyId, createdAt, id), in either direction.
CREATE INDEX "Transaction_companyId_amount_id_idx" ON "Transaction"("companyId", "amount" DESC, "id" DESC);
