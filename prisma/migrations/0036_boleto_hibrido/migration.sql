-- Boleto híbrido (docs/rails.md, Boleto rail): a boleto may carry a Pix with a due date (cobv) in
-- "pix"; a PSP's notification names it by txid, found through this index as a Pix charge's is.
CREATE INDEX "Transaction_boleto_pix_txid_idx" ON "Transaction"(("pix"->>'txid')) WHERE "paymentMethod" = 'boleto' AND "pix" IS NOT NULL;
