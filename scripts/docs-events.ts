// npm run docs:events – writes docs/webhooks.md's event catalogue (between <!-- events:start --> and
// <!-- events:end -->) from lib/schemas/event-catalogue.ts: a table of every event type, one example
// message per type (built by the worker's own envelope function from the API's documented
// examples), and how to verify the signature in TypeScript, Python and PHP. `--check` only says
// whether the page is current (lib/schemas/event-catalogue.test.ts runs it).
import { readFileSync, writeFileSync } from "node:fs";

import { buildEnvelope } from "../lib/domain/webhooks/build-envelope";
import * as ex from "../lib/http/openapi/examples";
import { catalogueTypes, eventCatalogue } from "../lib/schemas/event-catalogue";
import type { WebhookMessage } from "../lib/schemas/webhooks";

const START = "<!-- events:start: written by npm run docs:events -->\n";
const END = "<!-- events:end -->";
const URL = "https://lojadamaria.com.br/webhooks/colmeia";
const AT = new Date("2026-03-14T13:45:00.000Z");

// the object an event of this type carries, as it was then
function sampleData(type: string): Record<string, unknown> {
  const [resource, what] = type.split(".");
  if (resource === "transfer")
    return {
      ...ex.transfer,
      status: what,
      ...(what === "success" && { transferredAt: AT.toISOString() }),
      ...(what === "failed" && { failReason: "bank_account_rejected" }),
    };
  if (resource === "payout_destination")
    return { ...ex.payoutDestinationMessage.data, ...(what === "confirmed" && { confirmedAt: AT.toISOString() }) };
  if (type === "webhook_endpoint.disabled")
    return {
      ...ex.webhookEndpoint,
      enabled: false,
      consecutiveFailures: 212,
      failingSince: "2026-03-11T13:40:00.000Z",
      disabledReason: "failing",
      disabledAt: AT.toISOString(),
    };
  if (type === "webhook.test")
    return {
      id: ex.webhookEndpoint.id,
      url: URL,
      message: "A test event sent from Colmeia: your endpoint and its signature check work.",
    };
  // transactions: the method each event happens to, with the status the event leaves it in
  const status: Record<string, string> = {
    partially_refunded: "paid",
    dispute_won: "paid",
    delivery_updated: "paid",
    refund_failed: "paid",
  };
  const base = ["waiting_payment", "pending_refund", "refund_failed", "canceled"].includes(what)
    ? ex.pixTransaction
    : what === "partially_paid"
      ? ex.boletoTransaction
      : ex.cardTransaction;
  return { ...base, status: status[what] ?? what };
}

/** One example message per catalogue type, as the worker would send it. */
export function exampleMessages(): { type: string; message: WebhookMessage }[] {
  return catalogueTypes.map((type, i) => {
    const data = sampleData(type);
    return {
      type,
      message: buildEnvelope(
        {
          id: 4800 + i,
          type,
          objectType: eventCatalogue[type].objectType,
          objectId: data.id as number,
          createdAt: AT,
          data: data as never,
        },
        URL,
      ),
    };
  });
}

function catalogue(): string {
  const rows = catalogueTypes.map(
    (type) => `| \`${type}\` | ${eventCatalogue[type].objectType} | ${eventCatalogue[type].when} |`,
  );
  const examples = exampleMessages().map(
    ({ type, message }) =>
      `<details><summary><code>${type}</code></summary>\n\n\`\`\`json\n${JSON.stringify(message, null, 2)}\n\`\`\`\n\n</details>`,
  );
  return [
    "| event | `type` (the object) | fires when |",
    "| --- | --- | --- |",
    ...rows,
    "",
    "### An example of each",
    "",
    ...examples.flatMap((e) => [e, ""]),
    "### Verify the signature",
    "",
    "With the Standard Webhooks library of your language, the endpoint's `whsec_…` secret and the **raw** body",
    "(before any JSON parsing). Each throws on a bad signature or a timestamp older than five minutes.",
    "",
    "TypeScript / JavaScript (`npm install standardwebhooks`):",
    "",
    "```ts",
    'import { Webhook } from "standardwebhooks";',
    "",
    "const message = new Webhook(secret).verify(rawBody, headers); // headers: webhook-id, -timestamp, -signature",
    "```",
    "",
    "Python (`pip install standardwebhooks`):",
    "",
    "```python",
    "from standardwebhooks.webhooks import Webhook",
    "",
    "message = Webhook(secret).verify(raw_body, headers)",
    "```",
    "",
    "PHP (`composer require standard-webhooks/standard-webhooks`):",
    "",
    "```php",
    "$message = (new \\StandardWebhooks\\Webhook($secret))->verify($rawBody, $headers);",
    "```",
    "",
  ].join("\n");
}

export function webhooksWithEventCatalogue(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < 0)
    throw new Error("docs/webhooks.md has no <!-- events:start … --> … <!-- events:end --> block");
  return `${page.slice(0, start + START.length)}${catalogue()}${page.slice(end)}`;
}

if (process.argv[1]?.endsWith("docs-events.ts")) {
  const page = readFileSync("docs/webhooks.md", "utf8");
  const next = webhooksWithEventCatalogue(page);
  if (process.argv.includes("--check")) {
    if (next !== page) {
      console.error("docs/webhooks.md's event catalogue is out of date: npm run docs:events");
      process.exit(1);
    }
  } else writeFileSync("docs/webhooks.md", next);
}
