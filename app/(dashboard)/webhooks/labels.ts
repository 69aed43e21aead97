import type { BadgeTone } from "@/components/ui/badge";
import type { Messages } from "@/lib/i18n/messages";
import type { WebhookDeliveryStatus } from "@/lib/schemas/webhooks";

// Status names are the "webhookDeliveries.status" messages, keyed by status.
export const DELIVERY_STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: "amber",
  succeeded: "green",
  failed: "red",
};

// The subscription choices offered in the form; the API also accepts each exact event type.
// label: a key of the "webhookEndpointForm.eventOptions" messages
type EventOption = { value: string; label: keyof Messages["webhookEndpointForm"]["eventOptions"] };

export const EVENT_FILTER_OPTIONS: EventOption[] = [
  { value: "transaction.*", label: "allTransactions" },
  { value: "transaction.paid", label: "transactionPaid" },
  { value: "transaction.refused", label: "transactionRefused" },
  { value: "transaction.waiting_payment", label: "transactionWaitingPayment" },
  { value: "transaction.refunded", label: "transactionRefunded" },
  { value: "transaction.partially_refunded", label: "transactionPartiallyRefunded" },
  { value: "transaction.chargedback", label: "transactionChargedback" },
  { value: "transaction.canceled", label: "transactionCanceled" },
  { value: "transfer.*", label: "allTransfers" },
];

/** No event, or "*", subscribes the endpoint to every event. */
export function subscribesToAll(enabledEvents: string[]): boolean {
  return enabledEvents.length === 0 || enabledEvents.includes("*");
}
