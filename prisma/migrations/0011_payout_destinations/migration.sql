-- Payout destinations a leaked key cannot abuse (docs/security.md, "Payout destinations"): a new
-- bank account or Pix key is usable for transfers from "usableAfter" (creation +
-- PAYOUT_DESTINATION_COOLDOWN_HOURS) unless an owner confirmed it; an account held by someone
-- other than its recipient is allowed only when an owner marked it third-party. Existing accounts
-- were created by the operator's own integrations before the rule: usable at once.
ALTER TABLE "BankAccount" ADD COLUMN "thirdParty" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "BankAccount" ADD COLUMN "usableAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "BankAccount" ADD COLUMN "confirmedAt" TIMESTAMP(3);
ALTER TABLE "BankAccount" ADD COLUMN "confirmedByUserId" INTEGER;

CREATE TABLE "PixKey" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "recipientId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "usableAfter" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "confirmedByUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PixKey_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PixKey_recipientId_key_key" ON "PixKey"("recipientId", "key");
CREATE INDEX "PixKey_companyId_idx" ON "PixKey"("companyId");
ALTER TABLE "PixKey" ADD CONSTRAINT "PixKey_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PixKey" ADD CONSTRAINT "PixKey_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "Recipient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
