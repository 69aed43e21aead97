-- What the acquirer said about a card payment, kept as it said it (docs/rails.md, Card rail), in
-- the names integrators know: the acquirer, its raw return code and message, TID, NSU, the
-- authorization code, and its own id of the payment (to capture, void or refund it later).
ALTER TABLE "Transaction" ADD COLUMN "acquirerName" TEXT,
ADD COLUMN "acquirerPaymentId" TEXT,
ADD COLUMN "acquirerResponseCode" TEXT,
ADD COLUMN "acquirerResponseMessage" TEXT,
ADD COLUMN "tid" TEXT,
ADD COLUMN "nsu" TEXT,
ADD COLUMN "authorizationCode" TEXT;

-- A card sale sent to the acquirer under an order id, written before the acquirer is asked and kept
-- until the sale's outcome is known in Colmeia. A process killed mid-sale, or an acquirer that did
-- not answer (503 rail_unavailable), leaves the row; a sweep asks the acquirer for the order id and
-- releases an authorization nobody was told about (docs/money.md, Card sales the acquirer did not answer).
CREATE TABLE "CardAttempt" (
    "orderId" TEXT NOT NULL,
    "companyId" INTEGER NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedAt" TIMESTAMP(3),
    CONSTRAINT "CardAttempt_pkey" PRIMARY KEY ("orderId")
);
CREATE INDEX "CardAttempt_createdAt_idx" ON "CardAttempt"("createdAt");
