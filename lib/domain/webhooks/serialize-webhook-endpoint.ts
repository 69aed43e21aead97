import "server-only";

import type { WebhookEndpoint as WebhookEndpointRow } from "@/generated/prisma/client";
import type { WebhookEndpoint } from "@/lib/schemas/webhooks";

import { secretPrefix } from "./secret-prefix";

// The public WebhookEndpoint: never the secret (only create and rotate-secret return it, once).
export function toWebhookEndpoint(e: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    enabledEvents: e.enabledEvents,
    enabled: e.enabled,
    secretPrefix: secretPrefix(e.secret),
    consecutiveFailures: e.consecutiveFailures,
    failingSince: e.failingSince?.toISOString() ?? null,
    disabledReason: e.disabledReason === "failing" ? "failing" : null,
    disabledAt: e.disabledAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
