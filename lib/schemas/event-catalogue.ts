import { WEBHOOK_TEST_EVENT, webhookEventTypes, type webhookObjectTypes } from "./webhooks";

// The event catalogue (docs/webhooks.md, "Event catalogue" is generated from it by
// `npm run docs:events`): for every event type Colmeia emits, the object it carries and when it
// fires. The dashboard's endpoint form and delivery-log filter offer these types, with the labels of
// the "eventTypes" messages; the OpenAPI document's enums come from the same `webhookEventTypes`.
// A test fails when code emits a type that is not here, or when a type has no label.

export type WebhookEventType = (typeof webhookEventTypes)[number];
type Entry = { objectType: (typeof webhookObjectTypes)[number]; when: string };

export const eventCatalogue: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, Entry> = {
  "transaction.processing": { objectType: "transaction", when: "a card payment is being sent to the acquirer" },
  "transaction.authorized": {
    objectType: "transaction",
    when: "a card payment is authorized and waits to be captured",
  },
  "transaction.paid": {
    objectType: "transaction",
    when: "the money arrived: a card captured, a Pix or boleto paid",
  },
  "transaction.refunded": { objectType: "transaction", when: "the whole amount was given back to the payer" },
  "transaction.waiting_payment": {
    objectType: "transaction",
    when: "a Pix or boleto was issued and waits for the payer",
  },
  "transaction.refused": { objectType: "transaction", when: "the acquirer or the rules refused the payment" },
  "transaction.chargedback": {
    objectType: "transaction",
    when: "the payer's dispute was lost: the amount left the recipients' balance for good",
  },
  "transaction.canceled": {
    objectType: "transaction",
    when: "a Pix or boleto expired unpaid, or an authorization was canceled",
  },
  "transaction.in_protest": {
    objectType: "transaction",
    when: "the payer opened a dispute (chargeback, Pix MED, boleto contestation): the amount is held",
  },
  "transaction.partially_paid": { objectType: "transaction", when: "a boleto was paid for less than its amount" },
  "transaction.pending_refund": {
    objectType: "transaction",
    when: "a full Pix refund (devolução) was asked and the payer's bank has not confirmed it yet",
  },
  "transaction.partially_refunded": {
    objectType: "transaction",
    when: "part of the amount was given back; the status stays `paid`",
  },
  "transaction.refund_failed": {
    objectType: "transaction",
    when: "a Pix devolução was not completed by the payer's bank (NAO_REALIZADO): the money is back in the balance",
  },
  "transaction.dispute_won": {
    objectType: "transaction",
    when: "the merchant won a dispute: the held amount is released (the status goes back to `paid`)",
  },
  "transaction.delivery_updated": {
    objectType: "transaction",
    when: "the shipping status or tracking code of the order changed",
  },
  "transfer.processing": { objectType: "transfer", when: "a transfer left the balance and goes to the bank" },
  "transfer.success": { objectType: "transfer", when: "the bank confirmed the transfer" },
  "transfer.failed": {
    objectType: "transfer",
    when: "the bank refused the transfer: the amount and its fee are back in the balance",
  },
  "payout_destination.created": {
    objectType: "payout_destination",
    when: "a bank account or Pix key was added to a recipient (usable after the cooldown)",
  },
  "payout_destination.confirmed": {
    objectType: "payout_destination",
    when: "an owner confirmed a new bank account or Pix key before its cooldown ended",
  },
  "anticipation.created": {
    objectType: "anticipation",
    when: "waiting payables were brought forward for a fee: their net, less the fee, is in the available balance",
  },
  "webhook_endpoint.disabled": {
    objectType: "webhook_endpoint",
    when: "Colmeia disabled an endpoint that kept failing for WEBHOOK_DISABLE_AFTER_HOURS (sent to the other endpoints)",
  },
  [WEBHOOK_TEST_EVENT]: {
    objectType: "webhook_endpoint",
    when: "a merchant pressed “send test event” (only that endpoint receives it)",
  },
};

/** Every event type, in catalogue order; `webhook.test` last. */
export const catalogueTypes = [...webhookEventTypes, WEBHOOK_TEST_EVENT] as const;
