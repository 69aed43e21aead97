-- Issue 17: the Pix rail through the Banco Central's API Pix (docs/rails.md).

-- A refund the payer's bank did not complete gives its ledger lines back.
ALTER TYPE "LedgerEntryType" ADD VALUE 'refund_reversal';

-- Refunds through a rail are pending until the rail settles them. Earlier refunds were final.
ALTER TABLE "Refund" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'refunded',
ADD COLUMN "railRefundId" TEXT,
ADD COLUMN "railReturnId" TEXT,
ADD COLUMN "failReason" TEXT,
ADD COLUMN "settledAt" TIMESTAMP(3);
CREATE INDEX "Refund_pending_idx" ON "Refund"("createdAt") WHERE "status" = 'pending';

-- A PSP's notification names the charge by txid: found through this index, never a scan.
CREATE INDEX "Transaction_pix_txid_idx" ON "Transaction"(("pix"->>'txid')) WHERE "paymentMethod" = 'pix';

-- The built-in sandbox PSP's own tables.
CREATE TABLE "SandboxPspCob" (
    "txid" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "revisao" INTEGER NOT NULL DEFAULT 0,
    "locationToken" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "pixCopiaECola" TEXT NOT NULL,
    "criacao" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SandboxPspCob_pkey" PRIMARY KEY ("txid")
);
CREATE UNIQUE INDEX "SandboxPspCob_locationToken_key" ON "SandboxPspCob"("locationToken");

CREATE TABLE "SandboxPspPix" (
    "endToEndId" TEXT NOT NULL,
    "txid" TEXT,
    "valor" TEXT NOT NULL,
    "chave" TEXT NOT NULL,
    "horario" TIMESTAMP(3) NOT NULL,
    "infoPagador" TEXT,
    CONSTRAINT "SandboxPspPix_pkey" PRIMARY KEY ("endToEndId")
);
CREATE INDEX "SandboxPspPix_horario_idx" ON "SandboxPspPix"("horario");
CREATE INDEX "SandboxPspPix_txid_idx" ON "SandboxPspPix"("txid");

CREATE TABLE "SandboxPspDevolucao" (
    "endToEndId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "rtrId" TEXT NOT NULL,
    "valor" TEXT NOT NULL,
    "descricao" TEXT,
    "status" TEXT NOT NULL,
    "motivo" TEXT,
    "solicitacao" TIMESTAMP(3) NOT NULL,
    "liquidacao" TIMESTAMP(3),
    CONSTRAINT "SandboxPspDevolucao_pkey" PRIMARY KEY ("endToEndId","id")
);
CREATE UNIQUE INDEX "SandboxPspDevolucao_rtrId_key" ON "SandboxPspDevolucao"("rtrId");

CREATE TABLE "SandboxPspWebhook" (
    "chave" TEXT NOT NULL,
    "webhookUrl" TEXT NOT NULL,
    "criacao" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SandboxPspWebhook_pkey" PRIMARY KEY ("chave")
);
