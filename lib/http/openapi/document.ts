import "server-only";

import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";

import * as accounts from "./accounts";
import * as audit from "./audit";
import * as boletoFiles from "./boleto-files";
import * as cardHashes from "./card-hashes";
import * as company from "./company";
import * as customers from "./customers";
import * as disputes from "./disputes";
import * as email from "./email";
import * as meta from "./meta";
import * as payables from "./payables";
import * as paymentLinks from "./payment-links";
import * as payoutFiles from "./payout-files";
import * as recipients from "./recipients";
import * as reports from "./reports";
import * as search from "./search";
import * as shared from "./shared";
import * as tokenizer from "./tokenizer";
import * as transactions from "./transactions";
import * as transfers from "./transfers";
import * as webhooks from "./webhooks";

// The one OpenAPI 3.1 document of /v1, built from the zod schemas the handlers validate with
// (lib/schemas) and the registries of this folder, one per domain. Served at /v1/openapi.json;
// lib/http/openapi/contract.test.ts keeps it equal to the route files. See docs/openapi.md.

const DOMAINS = [
  shared,
  transactions,
  customers,
  recipients,
  payables,
  disputes,
  transfers,
  boletoFiles,
  payoutFiles,
  paymentLinks,
  company,
  webhooks,
  email,
  cardHashes,
  tokenizer,
  accounts,
  audit,
  reports,
  search,
  meta,
];

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

const DESCRIPTION = `Payments API for Brazilian merchants: credit card, Pix and boleto, refunds, splits, recipients, transfers, payment links and webhooks. Wire-compatible with the Beehive Hub payments API.

- JSON bodies in camelCase (snake_case aliases are accepted on input; one field in both spellings with different values is a 400); unknown fields are ignored, except fields that say where money goes, which are understood or refused (400), never dropped.
- Money in integer cents of BRL (\`10000\` = R$ 100,00); ids are integers; timestamps ISO 8601 UTC.
- Lists are bare JSON arrays, newest first, paged with \`limit\` (default 20, max 100) and \`offset\` or \`page\`, with the total in \`X-Total-Count\`.
- Errors are always JSON \`{ message, code, details }\` (plus \`resource\` on 404). A path that does not exist answers 404, a method a path does not have 405 (with \`Allow\`).
- Every POST honours \`Idempotency-Key\`.
- The dashboard calls the same API with its session cookie; those calls are checked by role (viewers read only) and must be same-origin JSON, hence the 403s.

Guide: [/docs/guide](/docs/guide) — authentication, test cards, Pix and boleto in the sandbox, idempotency, webhooks.`;

const TAGS = [
  ["Transactions", "Card, Pix and boleto payments, refunds and delivery status."],
  ["Sandbox", "Simulate what payers, banks and card holders do. Sandbox mode only."],
  ["Customers", "Payers."],
  ["Recipients", "Who receives splits and transfers, and their bank accounts."],
  ["Balance", "Derived from the ledger of each recipient."],
  ["Disputes", "Payers' contestations of paid transactions and the merchant's evidence."],
  ["Transfers", "Payouts of available balance to a bank account or Pix key."],
  ["Payment links", "Hosted checkouts at PUBLIC_BASE_URL/pay/{alias}."],
  ["Company", "The authenticated merchant."],
  ["Webhooks", "Endpoints that receive events, their deliveries, and the postback secret."],
  ["Events", "What happened to transactions and transfers."],
  [
    "Card hashes",
    "Tokenize card data in the browser with the public key, directly or with the BeehivePay script (`/v1/js`).",
  ],
  ["Reports", "Figures of a period, for the dashboard's overview."],
  ["Payout files", "CNAB 240 payment remessas and retornos of the payout rail (docs/rails.md)."],
  ["Boleto files", "CNAB 240 remessas and retornos of the boleto rail (docs/rails.md)."],
  ["Search", "One box for ids, amounts, cards, customers, links and transfers."],
  ["Access", "Secret keys, dashboard users (dashboard sessions) and the audit log."],
  ["Meta", "This document."],
] as const;

function build(): OpenApiDocument {
  const definitions = DOMAINS.flatMap((d) => d.registry.definitions);
  const doc = new OpenApiGeneratorV31([...definitions, ...shared.schemas], {
    sortComponents: "alphabetically",
  }).generateDocument({
    openapi: "3.1.0",
    info: { title: "Colmeia API", version: "1.0.0", description: DESCRIPTION, license: { name: "Proprietary" } },
    servers: [{ url: "/", description: "This Colmeia server" }],
    security: [{ basicAuth: [] }, { apiKeyHeader: [] }, { bearerAuth: [] }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
  });
  return dropUnknownFormats(tidyParameters(doc));
}

// zod-to-openapi writes z.ipv4()/z.ipv6() as format "ip", which JSON Schema does not define.
function dropUnknownFormats<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(dropUnknownFormats);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (o.format === "ip") delete o.format;
    Object.values(o).forEach(dropUnknownFormats);
  }
  return node;
}

// Query strings are parsed by our own rules (lib/http/parse.ts): a list is one comma-separated
// value (`status=paid,refused`, so `explode: false`), and a parameter is never JSON null.
function tidyParameters(doc: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item ?? {}))
      for (const p of (op as { parameters?: Record<string, unknown>[] })?.parameters ?? []) {
        const schema = p.schema as { type?: unknown } | undefined;
        if (!schema || "$ref" in p) continue;
        if (Array.isArray(schema.type)) {
          const types = schema.type.filter((t) => t !== "null");
          schema.type = types.length === 1 ? types[0] : types;
        }
        if (p.in === "query" && schema.type === "array") Object.assign(p, { style: "form", explode: false });
      }
  return doc;
}

let cached: OpenApiDocument | undefined;
let cachedJson: string | undefined;

/** The document, built once per process (the schemas cannot change while it runs). */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= build());
}

export function openApiJson(): string {
  return (cachedJson ??= JSON.stringify(openApiDocument()));
}
