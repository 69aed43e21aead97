import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { MESSAGES } from "@/lib/i18n/messages";

import { exampleMessages, webhooksWithEventCatalogue } from "../../scripts/docs-events";
import { catalogueTypes, eventCatalogue } from "./event-catalogue";
import { webhookEnvelopeSchema, webhookEventFilters, WebhookMessageSchema, webhookObjectTypes } from "./webhooks";

type Tree = { [key: string]: string | Tree };
const label = (locale: "pt-BR" | "en", type: string) => {
  const [group, name] = type.split(".");
  const node = (MESSAGES[locale] as unknown as Tree).eventTypes as Tree;
  return (node?.[group] as Tree | undefined)?.[name];
};

describe("event catalogue", () => {
  it("every event type has a label in both languages, so no screen shows a raw type", () => {
    const missing = catalogueTypes.flatMap((type) =>
      (["pt-BR", "en"] as const).filter((l) => typeof label(l, type) !== "string").map((l) => `${l} ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it("every type says when it fires and carries a known object; each resource can be subscribed to whole", () => {
    for (const type of catalogueTypes) {
      const entry = eventCatalogue[type];
      expect(entry.when.length, type).toBeGreaterThan(10);
      expect(webhookObjectTypes).toContain(entry.objectType);
      if (type !== "webhook.test") {
        expect(type.startsWith(`${entry.objectType}.`), type).toBe(true);
        expect(webhookEventFilters).toContain(`${entry.objectType}.*`);
      }
    }
    // the catalogue has no type the API would refuse as a subscription
    expect(catalogueTypes.filter((t) => t !== "webhook.test" && !webhookEventFilters.includes(t as never))).toEqual([]);
  });

  it("each example message in the docs is a valid message of its type", () => {
    const examples = exampleMessages();
    expect(examples.map((e) => e.type)).toEqual([...catalogueTypes]);
    for (const { type, message } of examples) {
      expect(message.event, type).toBe(type);
      expect(WebhookMessageSchema.safeParse(message).success, type).toBe(true);
      expect(webhookEnvelopeSchema.safeParse(message).error?.issues, type).toBeUndefined();
    }
  });

  it("docs/webhooks.md's catalogue is the catalogue's (npm run docs:events)", () => {
    const page = readFileSync("docs/webhooks.md", "utf8");
    expect(webhooksWithEventCatalogue(page) === page, "run npm run docs:events").toBe(true);
  });
});
