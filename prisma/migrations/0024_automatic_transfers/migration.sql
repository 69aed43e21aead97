-- Automatic transfers per recipient (docs/money.md, "Automatic transfers").
ALTER TABLE "Recipient" ADD COLUMN "transferInterval" TEXT NOT NULL DEFAULT 'manual',
ADD COLUMN "transferDay" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "transferMinimumAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "lastAutomaticTransferOn" TEXT;
CREATE INDEX "Recipient_automatic_transfers_idx" ON "Recipient"("id") WHERE "transferInterval" <> 'manual';
