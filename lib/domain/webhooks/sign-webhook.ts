import "server-only";

import { Webhook } from "standardwebhooks";

export const WEBHOOK_USER_AGENT = "Colmeia-Webhooks/1.0";

// Standard Webhooks headers for one attempt. With several secrets (a rotation in progress) the
// signature header carries one signature per secret, space-separated, as the scheme allows.
export function signWebhook({
  msgId,
  body,
  secrets,
  timestamp = new Date(),
}: {
  msgId: string;
  body: string;
  secrets: string[];
  timestamp?: Date;
}): Record<string, string> {
  const signatures = secrets.map((s) => new Webhook(s).sign(msgId, timestamp, body));
  return {
    "content-type": "application/json",
    "user-agent": WEBHOOK_USER_AGENT,
    "webhook-id": msgId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
