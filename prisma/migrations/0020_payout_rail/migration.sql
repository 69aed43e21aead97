-- Transfers go out through the payout rail (docs/rails.md): which provider took each one, its id
-- there, and when. A processing transfer without "railSentAt" is sent again by the dispatch sweep.
ALTER TABLE "Transfer" ADD COLUMN "railProvider" TEXT,
ADD COLUMN "railId" TEXT,
ADD COLUMN "railSentAt" TIMESTAMP(3);
CREATE INDEX "Transfer_unsent_idx" ON "Transfer"("createdAt") WHERE "status" = 'processing' AND "railSentAt" IS NULL;

-- The built-in sandbox bank's payout orders: one per transfer, however often it is asked.
CREATE TABLE "SandboxPayout" (
    "transferId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "destination" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SandboxPayout_pkey" PRIMARY KEY ("transferId")
);
