import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

import {
  createWebhookEndpointSchema,
  EventSchema,
  listEventsQuerySchema,
  listWebhookDeliveriesQuerySchema,
  listWebhookEndpointsQuerySchema,
  PayoutDestinationWebhookMessageSchema,
  rotateWebhookSecretSchema,
  TransactionWebhookMessageSchema,
  TransferWebhookMessageSchema,
  updateWebhookEndpointSchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryListItemSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  webhookEnvelopeSchema,
  WebhookSecretSchema,
} from "@/lib/schemas/webhooks";

import * as ex from "./examples";
import { addOperation, pathId } from "./shared";

// Webhook endpoints, the delivery log, events, the postback secret — and, under `webhooks`, what
// Colmeia sends (docs/webhooks.md).
export const registry = new OpenAPIRegistry();

const tag = "Webhooks";
const endpointPath = "/v1/webhook-endpoints/{endpointId}" as const;
const endpointParams = pathId("endpointId", "Webhook endpoint id");
const deliveryParams = pathId("deliveryId", "Webhook delivery id");
const endpoint = (description: string) => ({ schema: WebhookEndpointSchema, description, example: ex.webhookEndpoint });
const withSecret = (description: string) => ({
  schema: WebhookEndpointWithSecretSchema,
  description,
  example: ex.webhookEndpointWithSecret,
});

addOperation(registry, {
  method: "get",
  path: "/v1/webhook-endpoints",
  operationId: "listWebhookEndpoints",
  tag,
  summary: "List webhook endpoints",
  description: "Newest first; secrets are shown by `secretPrefix` only.",
  query: listWebhookEndpointsQuerySchema,
  ok: { ...endpoint("The page, as a bare array."), list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/webhook-endpoints",
  operationId: "createWebhookEndpoint",
  tag,
  summary: "Create a webhook endpoint",
  description:
    "`enabledEvents`: exact types (`transaction.paid`), a resource (`transaction.*`, `transfer.*`) or `*`; empty = every event. The answer carries the signing `secret`: **the only time it is shown**.",
  body: { schema: createWebhookEndpointSchema, example: ex.webhookEndpointRequest },
  ok: withSecret("The endpoint, with its secret."),
  // url_not_allowed: the URL is or resolves to a non-public address (docs/security.md)
  errors: [422],
});

addOperation(registry, {
  method: "get",
  path: endpointPath,
  operationId: "getWebhookEndpoint",
  tag,
  params: endpointParams,
  summary: "Get a webhook endpoint",
  ok: endpoint("The endpoint."),
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: endpointPath,
    operationId: method === "put" ? "updateWebhookEndpoint" : "patchWebhookEndpoint",
    tag,
    params: endpointParams,
    summary: "Update a webhook endpoint",
    description:
      "`url`, `description`, `enabledEvents`, `enabled`: the fields sent change (PUT and PATCH are the same partial update). A disabled endpoint receives nothing new.",
    body: { schema: updateWebhookEndpointSchema, example: { enabled: false } },
    ok: endpoint("The updated endpoint."),
    errors: [422],
  });

addOperation(registry, {
  method: "delete",
  path: endpointPath,
  operationId: "deleteWebhookEndpoint",
  tag,
  params: endpointParams,
  summary: "Delete a webhook endpoint",
  description: "Stops sending; its delivery log is kept.",
  ok: "noContent",
});

addOperation(registry, {
  method: "post",
  path: `${endpointPath}/rotate-secret`,
  operationId: "rotateWebhookEndpointSecret",
  tag,
  params: endpointParams,
  summary: "Rotate an endpoint's secret",
  description:
    "A new secret, shown once. The previous one keeps signing beside it (a second signature in `webhook-signature`) for `previousSecretExpiresIn` seconds (default 86400; 0 revokes it at once).",
  body: { schema: rotateWebhookSecretSchema, required: false, example: { previousSecretExpiresIn: 3600 } },
  ok: withSecret("The endpoint, with its new secret."),
});

addOperation(registry, {
  method: "post",
  path: `${endpointPath}/test`,
  operationId: "sendWebhookTestEvent",
  tag,
  params: endpointParams,
  summary: "Send a test event",
  description:
    "A `webhook.test` event (`type` `webhook_endpoint`, `data` `{ id, url, message }`) delivered to this endpoint only, signed with its secret like every message: check a receiver and its signature verification. Answers the pending delivery; follow it with `GET /v1/webhook-deliveries/{deliveryId}`. A disabled endpoint is 422 `invalid_state`.",
  ok: {
    schema: WebhookDeliveryDetailSchema,
    description: "The test delivery, pending.",
    example: { ...ex.webhookDeliveryDetail, status: "pending", attemptCount: 0, attempts: [] },
  },
  errors: [404, 422],
});

addOperation(registry, {
  method: "get",
  path: "/v1/webhook-deliveries",
  operationId: "listWebhookDeliveries",
  tag,
  summary: "List webhook deliveries",
  description:
    "The delivery log, newest first: one delivery per event and target (endpoint or postbackUrl), with the outcome of each attempt. Filters combine: `endpointId`, `status`, `eventId`, `eventType`, and the object the event is about (`objectType` + `objectId`, or `transactionId`).",
  query: listWebhookDeliveriesQuerySchema,
  ok: {
    schema: WebhookDeliveryListItemSchema,
    description: "The page, as a bare array.",
    example: ex.webhookDeliveryListItem,
    list: true,
  },
});

addOperation(registry, {
  method: "get",
  path: "/v1/webhook-deliveries/{deliveryId}",
  operationId: "getWebhookDelivery",
  tag,
  params: deliveryParams,
  summary: "Get a webhook delivery",
  description:
    "Every attempt with the request headers and body sent, the response status, the first 2 KiB of the response body, the duration and the error.",
  ok: { schema: WebhookDeliveryDetailSchema, description: "The delivery.", example: ex.webhookDeliveryDetail },
});

addOperation(registry, {
  method: "post",
  path: "/v1/webhook-deliveries/{deliveryId}/resend",
  operationId: "resendWebhookDelivery",
  tag,
  params: deliveryParams,
  summary: "Resend a webhook delivery",
  description:
    "A **new** delivery of the same event to the same target, due now, with a fresh retry schedule; the original keeps its log. The message keeps its `webhook-id`, so receivers can deduplicate.",
  ok: {
    schema: WebhookDeliveryDetailSchema,
    description: "The new delivery, pending.",
    example: {
      ...ex.webhookDeliveryDetail,
      id: 502,
      status: "pending",
      attemptCount: 0,
      nextAttemptAt: "2026-03-14T14:00:00.000Z",
      lastStatusCode: null,
      attempts: [],
    },
  },
  // invalid_state: its endpoint was deleted or is disabled
  errors: [422],
});

addOperation(registry, {
  method: "get",
  path: "/v1/company/webhook-secret",
  operationId: "getCompanyWebhookSecret",
  tag,
  summary: "Get the postback secret",
  description:
    "The secret that signs deliveries to `postbackUrl`s (endpoints have their own). Secret key or an admin session.",
  ok: { schema: WebhookSecretSchema, description: "The postback secret.", example: ex.webhookSecret },
  errors: [403],
});

addOperation(registry, {
  method: "post",
  path: "/v1/company/webhook-secret/rotate",
  operationId: "rotateCompanyWebhookSecret",
  tag,
  summary: "Rotate the postback secret",
  description: "A new postback secret, effective at once.",
  ok: { schema: WebhookSecretSchema, description: "The new postback secret.", example: ex.webhookSecret },
});

addOperation(registry, {
  method: "post",
  path: "/v1/webhooks/events",
  operationId: "validateWebhookMessage",
  tag,
  summary: "Check a webhook message",
  description:
    "The seed spec's illustrative receiver: validates a body of the message's shape (or the minimal `{ event, createdAt, data }`) and acknowledges it. Nothing is stored.",
  body: {
    schema: webhookEnvelopeSchema,
    example: {
      event: "transaction.paid",
      createdAt: "2026-03-14T13:45:00.000Z",
      data: { id: 1290, status: "paid", amount: 10000 },
    },
  },
  ok: { schema: z.object({ ok: z.literal(true) }), description: "A valid message.", example: { ok: true } },
});

const eventsTag = "Events";

addOperation(registry, {
  method: "get",
  path: "/v1/events",
  operationId: "listEvents",
  tag: eventsTag,
  summary: "List events",
  description: "What happened to the company's transactions and transfers, newest first. `type` takes a comma list.",
  query: listEventsQuerySchema,
  ok: { schema: EventSchema, description: "The page, as a bare array.", example: ex.event, list: true },
});

addOperation(registry, {
  method: "get",
  path: "/v1/events/{eventId}",
  operationId: "getEvent",
  tag: eventsTag,
  params: pathId("eventId", "Event id"),
  summary: "Get an event",
  ok: { schema: EventSchema, description: "The event, with the object as it was when it happened.", example: ex.event },
});

// ── What Colmeia sends: POST to the object's postbackUrl and to every subscribed endpoint ──

const signatureHeaders = z.object({
  "webhook-id": z.string().meta({
    description: "The event id: the same on every attempt, resend and target. Deduplicate on it.",
    example: "4812",
  }),
  "webhook-timestamp": z
    .string()
    .meta({ description: "Unix seconds of this attempt; reject old ones (5 minutes).", example: "1773495900" }),
  "webhook-signature": z.string().meta({
    description:
      "Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64 part of the `whsec_…` secret. Two signatures, space-separated, while a rotated secret is still valid: either verifying is enough.",
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
});

const receiverResponses = {
  "2XX": { description: "Received. Answer within 10 seconds; do the work afterwards." },
  default: {
    description:
      "Any other status, a timeout, a connection error or a redirect (not followed) fails the attempt: it is retried with exponential backoff for about three days (15 attempts), then the delivery is `failed` and can be resent from the dashboard or the API.",
  },
};

registry.registerWebhook({
  method: "post",
  path: "transaction",
  operationId: "transactionWebhook",
  tags: [tag],
  summary: "A transaction changed",
  description:
    "On every status change of a transaction (`transaction.<status>`), on partial refunds (`transaction.partially_refunded`) and on delivery updates (`transaction.delivery_updated`). `data` is the whole Transaction as it was then. Signed with the endpoint's secret, or the company's postback secret for a `postbackUrl`.",
  security: [],
  request: {
    headers: signatureHeaders,
    body: {
      required: true,
      content: { "application/json": { schema: TransactionWebhookMessageSchema, example: ex.transactionMessage } },
    },
  },
  responses: receiverResponses,
});

registry.registerWebhook({
  method: "post",
  path: "payout-destination",
  operationId: "payoutDestinationWebhook",
  tags: [tag],
  summary: "A payout destination was added or confirmed",
  description:
    "When a bank account or Pix key is added to a recipient (`payout_destination.created`: by the API, the dashboard or a transfer naming a new one) and when an owner confirms one before its cooldown ends (`payout_destination.confirmed`). Watch these: a destination you did not add is the sign of a leaked key.",
  security: [],
  request: {
    headers: signatureHeaders,
    body: {
      required: true,
      content: {
        "application/json": { schema: PayoutDestinationWebhookMessageSchema, example: ex.payoutDestinationMessage },
      },
    },
  },
  responses: receiverResponses,
});

registry.registerWebhook({
  method: "post",
  path: "transfer",
  operationId: "transferWebhook",
  tags: [tag],
  summary: "A transfer changed",
  description:
    "On every status change of a transfer (`transfer.processing`, `transfer.success`, `transfer.failed`). `data` is the whole Transfer as it was then.",
  security: [],
  request: {
    headers: signatureHeaders,
    body: {
      required: true,
      content: { "application/json": { schema: TransferWebhookMessageSchema, example: ex.transferMessage } },
    },
  },
  responses: receiverResponses,
});
