-- Webhook delivery shared fairly and endpoints' health (docs/webhooks.md, "Delivery").

-- An endpoint's run of failures: its deliveries wait on the endpoint's backoff, a failing endpoint
-- gets one attempt at a time, a slow one two and a shorter timeout, and one failing for
-- WEBHOOK_DISABLE_AFTER_HOURS is disabled.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "failingSince" TIMESTAMP(3),
ADD COLUMN "backoffUntil" TIMESTAMP(3),
ADD COLUMN "isSlow" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "disabledAt" TIMESTAMP(3),
ADD COLUMN "disabledReason" TEXT;

-- While an attempt runs: the end of the worker's lease (cleared when the outcome is written). The
-- claim counts these per endpoint and per company to share the slots.
ALTER TABLE "WebhookDelivery" ADD COLUMN "claimedUntil" TIMESTAMP(3);
CREATE INDEX "WebhookDelivery_claimed_idx" ON "WebhookDelivery"("claimedUntil") WHERE "claimedUntil" IS NOT NULL;
