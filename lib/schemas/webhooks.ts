import { z } from "zod";

import { commaList, httpUrl, idParam, pagingQuery, timestamp } from "./common";
import { TransactionSchema, transactionStatuses } from "./transactions";
import { TransferSchema } from "./transfers";

// Every event Colmeia emits: one per status change of a transaction or transfer (docs/webhooks.md),
// plus refunds that keep the status (partially_refunded), a won dispute (back to paid, but not a
// second payment) and shipping updates.
export const webhookEventTypes = [
  ...transactionStatuses.map((s) => `transaction.${s}` as const),
  "transaction.pending_refund",
  "transaction.partially_refunded",
  // a Pix devolução the payer's bank did not complete (NAO_REALIZADO): the money is back (docs/rails.md)
  "transaction.refund_failed",
  "transaction.dispute_won",
  "transaction.delivery_updated",
  "transfer.processing",
  "transfer.success",
  "transfer.failed",
  // where money can go: a bank account or Pix key added, or confirmed early by an owner
  "payout_destination.created",
  "payout_destination.confirmed",
  // payables brought forward for a fee, on request or automatically (docs/money.md, "Anticipation")
  "anticipation.created",
  // an endpoint failing for WEBHOOK_DISABLE_AFTER_HOURS, disabled by Colmeia (sent to the others)
  "webhook_endpoint.disabled",
] as const;

// What an endpoint subscribes to: exact types, a whole resource ("transaction.*") or everything ("*").
export const webhookEventFilters = [
  ...webhookEventTypes,
  "transaction.*",
  "transfer.*",
  "payout_destination.*",
  "anticipation.*",
  "webhook_endpoint.*",
  "*",
] as const;

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;
export const webhookObjectTypes = [
  "transaction",
  "transfer",
  "payout_destination",
  "anticipation",
  "webhook_endpoint",
] as const;

// Sent only by "send test event" (POST /v1/webhook-endpoints/{id}/test), to that endpoint alone:
// not a subscription, never fanned out to other endpoints or postbackUrls.
export const WEBHOOK_TEST_EVENT = "webhook.test";

const description = z.string().trim().max(255, "must have at most 255 characters");
const enabledEvents = z.array(z.enum(webhookEventFilters, { error: "is not a known event type" })).max(50);

// No defaults here: PUT/PATCH derive from these fields with .partial(), and a default would reset
// a field the request did not send.
const webhookEndpointFields = z.object({
  url: httpUrl,
  description: description.nullable(),
  enabledEvents,
  enabled: z.boolean(),
});

export const createWebhookEndpointSchema = webhookEndpointFields.extend({
  description: description.nullable().optional(),
  // empty = every event
  enabledEvents: enabledEvents.default([]),
  enabled: z.boolean().default(true),
});

export const updateWebhookEndpointSchema = webhookEndpointFields.partial();

export const rotateWebhookSecretSchema = z.object({
  // seconds the previous secret keeps signing (a second webhook-signature), so receivers can switch
  // without losing deliveries; 0 revokes it at once
  previousSecretExpiresIn: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(24 * 3600),
});

export const listWebhookEndpointsQuerySchema = z.object({ ...pagingQuery });

export const listEventsQuerySchema = z.object({
  ...pagingQuery,
  type: commaList(z.string().trim().min(1).max(64)).optional(),
  objectType: z.enum(webhookObjectTypes).optional(),
  objectId: idParam.optional(),
});

export const listWebhookDeliveriesQuerySchema = z.object({
  ...pagingQuery,
  eventId: idParam.optional(),
  endpointId: idParam.optional(),
  status: commaList(z.enum(webhookDeliveryStatuses)).optional(),
  eventType: commaList(z.enum([...webhookEventTypes, WEBHOOK_TEST_EVENT], { error: "is not a known event type" }))
    .optional()
    .meta({ description: "event types, comma-separated (transaction.paid,transaction.refunded)" }),
  // the object the event is about: transactionId=123 is objectType=transaction&objectId=123
  objectType: z.enum(webhookObjectTypes).optional(),
  objectId: idParam.optional(),
  transactionId: idParam.optional().meta({ description: "deliveries of this transaction's events" }),
});

// The notification envelope (POST /v1/webhooks/events validates it). The seed spec's minimal
// `{ event, createdAt, data }` is valid too; the other fields are checked when present.
export const webhookEnvelopeSchema = z
  .object({
    id: z.number().int().positive().optional(),
    type: z.enum(webhookObjectTypes).optional(),
    objectId: z.number().int().positive().optional(),
    url: httpUrl.optional(),
    event: z.string().regex(/^[a-z_]+\.[a-z_]+$/, "must be <resource>.<status>, e.g. transaction.paid"),
    createdAt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 timestamp" }),
    data: z.record(z.string(), z.unknown()),
  })
  .superRefine((e, ctx) => {
    // webhook.test is about an endpoint
    const resource = e.event === WEBHOOK_TEST_EVENT ? "webhook_endpoint" : e.event.split(".")[0];
    if (e.type && e.type !== resource)
      ctx.addIssue({ code: "custom", path: ["type"], message: `must be the event's resource (${resource})` });
    if (resource !== "transaction" && resource !== "transfer") return;
    const d = e.data;
    if (!Number.isInteger(d.id))
      ctx.addIssue({ code: "custom", path: ["data", "id"], message: "must be an integer id" });
    if (typeof d.status !== "string")
      ctx.addIssue({ code: "custom", path: ["data", "status"], message: "must be a status string" });
    if (!Number.isInteger(d.amount))
      ctx.addIssue({ code: "custom", path: ["data", "amount"], message: "must be an integer amount in cents" });
    if (e.objectId !== undefined && Number.isInteger(d.id) && d.id !== e.objectId)
      ctx.addIssue({ code: "custom", path: ["objectId"], message: "must equal data.id" });
  });

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointSchema>;

// Public shapes (what the API answers); the mappers in lib/domain/webhooks and lib/domain/events build them.
export const WebhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string().nullable(),
    enabledEvents: z.array(z.string()).meta({ description: "empty = every event" }),
    enabled: z.boolean(),
    // "whsec_AbCd…": enough to tell secrets apart; the secret itself is shown only on create/rotate
    secretPrefix: z.string(),
    // health (docs/webhooks.md, "Slow and failing endpoints")
    consecutiveFailures: z.number().int().meta({ description: "failed attempts since the last success" }),
    failingSince: timestamp.nullable().meta({ description: "first failure of the current run, if failing" }),
    disabledReason: z
      .enum(["failing"])
      .nullable()
      .meta({ description: "failing: Colmeia disabled it after WEBHOOK_DISABLE_AFTER_HOURS of failures" }),
    disabledAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "WebhookEndpoint" });

export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({ description: "whsec_…: shown only in this answer; verify signatures with it" }),
}).meta({ id: "WebhookEndpointWithSecret" });

export const WebhookSecretSchema = z
  .object({ secret: z.string().meta({ example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }), secretPrefix: z.string() })
  .meta({ id: "WebhookSecret", description: "The company's postback secret: signs deliveries to postbackUrl" });

export const WebhookAttemptSummarySchema = z
  .object({
    id: z.number().int(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int(),
    error: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "WebhookAttemptSummary" });

export const WebhookAttemptSchema = WebhookAttemptSummarySchema.extend({
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  responseBody: z.string().nullable().meta({ description: "first 2 KiB" }),
}).meta({ id: "WebhookAttempt" });

export const WebhookDeliverySchema = z
  .object({
    id: z.number().int(),
    eventId: z.number().int(),
    eventType: z.string(),
    // what the event is about (a transaction, a transfer…): the dashboard links to it
    objectType: z.enum(webhookObjectTypes),
    objectId: z.number().int(),
    endpointId: z.number().int().nullable(),
    target: z.enum(["endpoint", "postback"]),
    url: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    attemptCount: z.number().int(),
    // when the next attempt is due; null once the delivery succeeded or failed
    nextAttemptAt: timestamp.nullable(),
    lastStatusCode: z.number().int().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "WebhookDelivery" });

// lists carry each attempt's outcome; the detail adds what was sent and received
export const WebhookDeliveryListItemSchema = WebhookDeliverySchema.extend({
  attempts: z.array(WebhookAttemptSummarySchema),
}).meta({ id: "WebhookDeliveryListItem" });
export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({
  attempts: z.array(WebhookAttemptSchema),
}).meta({ id: "WebhookDeliveryDetail" });

export const EventSchema = z
  .object({
    id: z.number().int(),
    type: z.string().meta({ example: "transaction.paid" }),
    objectType: z.enum(webhookObjectTypes),
    objectId: z.number().int(),
    data: z.record(z.string(), z.unknown()).meta({ description: "the object as it was when the event happened" }),
    createdAt: timestamp,
    fannedOutAt: timestamp
      .nullable()
      .meta({ description: "when its deliveries were created (null for a moment after the event, while they are)" }),
  })
  .meta({ id: "Event" });

// What Colmeia POSTs to postbackUrls and webhook endpoints (lib/domain/webhooks/build-envelope.ts).
export const WebhookMessageSchema = z
  .object({
    id: z.number().int().meta({ description: "the event id; also the webhook-id header" }),
    type: z.enum(webhookObjectTypes),
    objectId: z.number().int(),
    url: z.string().meta({ description: "where this copy was sent" }),
    event: z.enum([...webhookEventTypes, WEBHOOK_TEST_EVENT]),
    createdAt: timestamp,
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "WebhookMessage" });

export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;
export type WebhookAttemptSummary = z.infer<typeof WebhookAttemptSummarySchema>;
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export type WebhookDeliveryListItem = z.infer<typeof WebhookDeliveryListItemSchema>;
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;
export type Event = z.infer<typeof EventSchema>;
export type WebhookMessage = z.infer<typeof WebhookMessageSchema>;

// The message per resource, as documented under `webhooks` in the OpenAPI document.
export const TransactionWebhookMessageSchema = WebhookMessageSchema.extend({
  type: z.literal("transaction"),
  event: z.enum(webhookEventTypes.filter((t) => t.startsWith("transaction.")) as [string, ...string[]]),
  data: TransactionSchema,
}).meta({ id: "TransactionWebhookMessage" });

export const TransferWebhookMessageSchema = WebhookMessageSchema.extend({
  type: z.literal("transfer"),
  event: z.enum(webhookEventTypes.filter((t) => t.startsWith("transfer.")) as [string, ...string[]]),
  data: TransferSchema,
}).meta({ id: "TransferWebhookMessage" });

export const PayoutDestinationSchema = z
  .object({
    kind: z.enum(["bank_account", "pix_key"]),
    id: z.number().int(),
    recipientId: z.number().int(),
    usableAfter: timestamp,
  })
  .catchall(z.unknown())
  .meta({
    id: "PayoutDestinationChange",
    description:
      "The destination: a bank account (bank, agency, account, holder, thirdParty) or a Pix key (type, key), with when transfers may use it; `confirmedAt` once an owner confirmed it",
  });

export const PayoutDestinationWebhookMessageSchema = WebhookMessageSchema.extend({
  type: z.literal("payout_destination"),
  event: z.enum(["payout_destination.created", "payout_destination.confirmed"]),
  data: PayoutDestinationSchema,
}).meta({ id: "PayoutDestinationWebhookMessage" });
