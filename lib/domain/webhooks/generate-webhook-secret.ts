import "server-only";

import { randomBytes } from "node:crypto";

// Standard Webhooks secrets: "whsec_" + base64 of 24–64 random bytes.
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}
