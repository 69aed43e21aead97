-- Issue 29: the built-in Cielo server's own tables (lib/rails/card/cielo-sandbox, docs/rails.md):
-- the payments it holds, as Cielo's API 3.0 reports them, the cards it keeps on file, and the
-- orders whose first sale a fault test card has already broken (time out once, 500 once).

CREATE TABLE "SandboxCieloPayment" (
    "paymentId" TEXT NOT NULL,
    "merchantOrderId" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "capturedAmount" INTEGER NOT NULL DEFAULT 0,
    "voidedAmount" INTEGER NOT NULL DEFAULT 0,
    "installments" INTEGER NOT NULL,
    "returnCode" TEXT NOT NULL,
    "returnMessage" TEXT NOT NULL,
    "tid" TEXT NOT NULL,
    "proofOfSale" TEXT NOT NULL,
    "authorizationCode" TEXT,
    "brand" TEXT NOT NULL,
    "cardNumber" TEXT NOT NULL,
    "holder" TEXT,
    "expirationDate" TEXT NOT NULL,
    "cardToken" TEXT,
    "softDescriptor" TEXT,
    "customer" JSONB NOT NULL,
    "fault" TEXT,
    "receivedDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "capturedDate" TIMESTAMP(3),
    "voidedDate" TIMESTAMP(3),
    CONSTRAINT "SandboxCieloPayment_pkey" PRIMARY KEY ("paymentId")
);
CREATE INDEX "SandboxCieloPayment_merchantOrderId_idx" ON "SandboxCieloPayment"("merchantOrderId");

-- A card on file: masked number, never the whole one, unless it is one of the public test cards
-- ("testCard"), whose number decides the sandbox's answer.
CREATE TABLE "SandboxCieloCard" (
    "cardToken" TEXT NOT NULL,
    "customerName" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "cardNumber" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expirationDate" TEXT NOT NULL,
    "testCard" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SandboxCieloCard_pkey" PRIMARY KEY ("cardToken")
);

CREATE TABLE "SandboxCieloOrderFault" (
    "merchantOrderId" TEXT NOT NULL,
    "fault" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SandboxCieloOrderFault_pkey" PRIMARY KEY ("merchantOrderId", "fault")
);
