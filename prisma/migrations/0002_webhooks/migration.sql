-- CreateEnum
CREATE TYPE "WebhookTarget" AS ENUM ('endpoint', 'postback');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "fannedOutAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretExpiresAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "target" "WebhookTarget" NOT NULL DEFAULT 'endpoint';

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_idx" ON "WebhookDelivery"("endpointId");

-- Hand-written (Prisma 6 cannot declare partial indexes): the webhook worker's fan-out cursor
-- reads only the events not yet fanned out, so the index stays as small as the backlog.
CREATE INDEX "Event_fanout_pending_idx" ON "Event"("id") WHERE "fannedOutAt" IS NULL;
