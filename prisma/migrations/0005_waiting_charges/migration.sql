-- The expiry sweep (lib/transactions/expire-due-charges.ts) looks for waiting Pix and boleto
-- charges every few seconds on every instance. Only charges still inside their payable window (and
-- its grace days) are waiting, so this partial index stays small however large the table grows,
-- and the sweep never scans the transactions table.
CREATE INDEX "Transaction_waiting_payment_idx" ON "Transaction"("paymentMethod", "id") WHERE "status" = 'waiting_payment';
