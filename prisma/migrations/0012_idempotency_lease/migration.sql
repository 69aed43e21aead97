-- Idempotency keys survive a crash (docs/security.md, "Idempotency"): a claim carries a short
-- lease and a fencing attempt number. Keys claimed before this migration are finished or belong
-- to a request of the old code; both keep NULL (no lease), which the claim treats as expired.
ALTER TABLE "IdempotencyKey" ADD COLUMN "leaseExpiresAt" TIMESTAMP(3),
ADD COLUMN "attempt" INTEGER NOT NULL DEFAULT 1;
