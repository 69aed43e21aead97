-- E-mail (docs/email.md): the messages, the company's kinds and language, each user's alerts, and
-- the fan-out cursor on events.
CREATE TYPE "EmailStatus" AS ENUM ('queued', 'sent', 'failed', 'logged');

ALTER TABLE "Company" ADD COLUMN "emailKindsOff" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "Company" ADD COLUMN "emailLocale" TEXT NOT NULL DEFAULT 'pt-BR';
ALTER TABLE "User" ADD COLUMN "emailAlerts" JSONB;
ALTER TABLE "Event" ADD COLUMN "emailedAt" TIMESTAMP(3);

-- events older than this release are not e-mailed: nobody was promised a message for them
UPDATE "Event" SET "emailedAt" = "createdAt";

CREATE INDEX "Event_emailedAt_pending_idx" ON "Event"("id") WHERE "emailedAt" IS NULL;

CREATE TABLE "EmailMessage" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "userId" INTEGER,
    "locale" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'queued',
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "smtpMessageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "EmailMessage_sourceKey_to_key" ON "EmailMessage"("sourceKey", "to");
CREATE INDEX "EmailMessage_status_nextAttemptAt_idx" ON "EmailMessage"("status", "nextAttemptAt");
CREATE INDEX "EmailMessage_companyId_createdAt_idx" ON "EmailMessage"("companyId", "createdAt" DESC);

ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
