-- Payment links that sell (docs/money.md, "Payment links"): description, image, quantity, expiry,
-- a limit of payments, a redirect after payment and splits.
ALTER TABLE "PaymentLink" ADD COLUMN "description" TEXT,
ADD COLUMN "imageSha" TEXT,
ADD COLUMN "maxQuantity" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN "expiresAt" TIMESTAMP(3),
ADD COLUMN "maxPayments" INTEGER,
ADD COLUMN "claimedPayments" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "redirectUrl" TEXT,
ADD COLUMN "splits" JSONB;

CREATE TABLE "PaymentLinkImage" (
    "sha256" TEXT NOT NULL,
    "companyId" INTEGER NOT NULL,
    "contentType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PaymentLinkImage_pkey" PRIMARY KEY ("sha256")
);
CREATE INDEX "PaymentLinkImage_companyId_idx" ON "PaymentLinkImage"("companyId");

-- the places already taken: every payment of a link that is paid or still pending
UPDATE "PaymentLink" l SET "claimedPayments" = (
  SELECT count(*) FROM "Transaction" t
  WHERE t."paymentLinkId" = l."id" AND t."status" IN ('paid', 'waiting_payment', 'processing', 'authorized', 'in_protest')
);
