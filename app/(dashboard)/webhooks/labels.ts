import type { BadgeTone } from "@/components/ui/badge";
import { type WebhookDeliveryStatus, webhookEventTypes, webhookObjectTypes } from "@/lib/schemas/webhooks";

// Status names are the "webhookDeliveries.status" messages, keyed by status.
export const DELIVERY_STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: "amber",
  succeeded: "green",
  failed: "red",
};

// The subscription choices of the endpoint form: per resource of the event catalogue, the whole
// resource ("transaction.*") and then each of its event types (labels: the "eventTypes" messages).
export const EVENT_GROUPS = webhookObjectTypes.map((group) => ({
  group,
  types: webhookEventTypes.filter((type) => type.startsWith(`${group}.`)),
}));

/** No event, or "*", subscribes the endpoint to every event. */
export function subscribesToAll(enabledEvents: string[]): boolean {
  return enabledEvents.length === 0 || enabledEvents.includes("*");
}
