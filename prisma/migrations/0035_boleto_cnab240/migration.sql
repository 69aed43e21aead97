-- Issue 30: boletos registered and settled through CNAB 240 files (docs/rails.md, Boleto rail).
--
-- BoletoSequence: the next nosso número of each collection agreement (bank, agency, account,
-- convênio, carteira: "agreementKey"). Taken with UPDATE … RETURNING in the database transaction
-- that stores the boleto, so numbers are gapless and unique across instances.
CREATE TABLE "BoletoSequence" (
    "agreementKey" TEXT NOT NULL,
    "next" BIGINT NOT NULL DEFAULT 1,
    CONSTRAINT "BoletoSequence_pkey" PRIMARY KEY ("agreementKey")
);

-- BoletoTitle: a boleto as the bank knows it (one per boleto transaction issued on a CNAB 240
-- agreement): its nosso número, what the bank said of its registration, and what it paid.
CREATE TABLE "BoletoTitle" (
    "transactionId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "agreementKey" TEXT NOT NULL,
    "bank" TEXT NOT NULL,
    "sequence" BIGINT NOT NULL,
    "registration" TEXT NOT NULL DEFAULT 'pending',
    "rejectReason" TEXT,
    "bankFee" INTEGER,
    "paidAmount" INTEGER,
    "paidOn" TEXT,
    "creditOn" TEXT,
    "note" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BoletoTitle_pkey" PRIMARY KEY ("transactionId"),
    CONSTRAINT "BoletoTitle_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE CASCADE,
    CONSTRAINT "BoletoTitle_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "BoletoTitle_agreementKey_sequence_key" ON "BoletoTitle"("agreementKey", "sequence");

-- A CNAB 240 file: a remessa Colmeia generated or a retorno the bank sent (imported once: sha256).
CREATE TABLE "BoletoFile" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "agreementKey" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "recordCount" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "summary" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BoletoFile_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "BoletoFile_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "BoletoFile_companyId_kind_sha256_key" ON "BoletoFile"("companyId", "kind", "sha256");
CREATE UNIQUE INDEX "BoletoFile_companyId_agreementKey_kind_sequence_key" ON "BoletoFile"("companyId", "agreementKey", "kind", "sequence") WHERE "kind" = 'remessa';
CREATE INDEX "BoletoFile_companyId_id_idx" ON "BoletoFile"("companyId", "id");

-- What the next remessa tells the bank: register a boleto, cancel it (write-off), change its due
-- date. A movement belongs to exactly one remessa once "fileId" is set.
CREATE TABLE "BoletoMovement" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "transactionId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "dueDate" TEXT,
    "fileId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BoletoMovement_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "BoletoMovement_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "BoletoTitle"("transactionId") ON DELETE CASCADE,
    CONSTRAINT "BoletoMovement_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "BoletoFile"("id")
);
CREATE INDEX "BoletoMovement_pending_idx" ON "BoletoMovement"("companyId", "id") WHERE "fileId" IS NULL;
CREATE UNIQUE INDEX "BoletoMovement_register_key" ON "BoletoMovement"("transactionId") WHERE "kind" = 'register';
