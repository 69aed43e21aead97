import { describe, expect, it } from "vitest";

import { createWebhookEndpointSchema, updateWebhookEndpointSchema, webhookEnvelopeSchema } from "./webhooks";

describe("webhook schemas", () => {
  it("create fills defaults; update leaves unsent fields out (PATCH must not re-enable or clear anything)", () => {
    expect(createWebhookEndpointSchema.parse({ url: "https://a.example/hook" })).toEqual({
      url: "https://a.example/hook",
      enabledEvents: [],
      enabled: true,
    });
    expect(updateWebhookEndpointSchema.parse({ description: "x" })).toEqual({ description: "x" });
    expect(
      updateWebhookEndpointSchema.safeParse({ enabledEvents: ["transaction.paid", "transfer.*", "*"] }).success,
    ).toBe(true);
    expect(updateWebhookEndpointSchema.safeParse({ enabledEvents: ["transaction.nope"] }).success).toBe(false);
    expect(createWebhookEndpointSchema.safeParse({ url: "file:///etc/passwd" }).success).toBe(false);
  });

  it("accepts the full envelope and the seed spec's minimal one", () => {
    const data = { id: 1, status: "paid", amount: 100 };
    expect(
      webhookEnvelopeSchema.safeParse({ event: "transaction.paid", createdAt: "2026-01-01T00:00:00Z", data }).success,
    ).toBe(true);
    expect(
      webhookEnvelopeSchema.safeParse({
        id: 9,
        type: "transaction",
        objectId: 1,
        url: "https://x.example",
        event: "transaction.paid",
        createdAt: "2026-01-01T00:00:00.000-03:00",
        data,
      }).success,
    ).toBe(true);
  });

  it("rejects envelopes whose parts disagree or miss the object's basics", () => {
    const base = {
      event: "transaction.paid",
      createdAt: "2026-01-01T00:00:00Z",
      data: { id: 1, status: "paid", amount: 100 },
    };
    const paths = (input: unknown) => webhookEnvelopeSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(paths({ ...base, type: "transfer" })).toEqual(["type"]);
    expect(paths({ ...base, objectId: 2 })).toEqual(["objectId"]);
    expect(paths({ ...base, data: { id: 1, status: "paid" } })).toEqual(["data.amount"]);
    expect(paths({ ...base, event: "paid" })).toEqual(["event"]);
    expect(paths({ ...base, createdAt: "2026-01-01" })).toEqual(["createdAt"]);
  });
});
