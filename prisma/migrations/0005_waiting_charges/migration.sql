-- The expiry sweep (lib/transactions/expire-due-charges.ts) asks every few seconds, on every
-- instance, for the waiting Pix and boletos past their deadline. Each method gets a partial index on
-- its deadline as stored (ISO 8601 text, which sorts as time: `pix.expirationDate` is an instant
-- from toISOString, `boleto.expirationDate` a YYYY-MM-DD day), over the waiting charges only: the
-- sweep reads just the due entries, oldest first, however large the table or the waiting set.
CREATE INDEX "Transaction_waiting_pix_deadline_idx" ON "Transaction"(("pix"->>'expirationDate')) WHERE "status" = 'waiting_payment' AND "paymentMethod" = 'pix';
CREATE INDEX "Transaction_waiting_boleto_due_idx" ON "Transaction"(("boleto"->>'expirationDate')) WHERE "status" = 'waiting_payment' AND "paymentMethod" = 'boleto';
