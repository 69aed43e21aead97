import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { AuditEntrySchema, listAuditQuerySchema } from "@/lib/schemas/audit";

import { addOperation } from "./shared";

// The audit log (docs/security.md, "Audit log").
export const registry = new OpenAPIRegistry();

const example = {
  id: 981,
  action: "api_key.revoke",
  actor: { type: "user", userId: 3, apiKeyId: null, label: "maria@lojadamaria.com.br" },
  ip: "203.0.113.7",
  objectType: "api_key",
  objectId: "12",
  before: { name: "ERP", prefix: "sk_live_9f2c", revokedAt: null },
  after: { name: "ERP", prefix: "sk_live_9f2c", revokedAt: "2026-11-20T14:03:11.000Z" },
  createdAt: "2026-11-20T14:03:11.000Z",
};

addOperation(registry, {
  method: "get",
  path: "/v1/audit-log",
  operationId: "listAuditLog",
  tag: "Access",
  summary: "List the audit log",
  description:
    "Sensitive actions, append-only and newest first: sign-ins (failed ones too), sign-outs, users and roles, API keys, webhook endpoints, payout destinations, transfers, refunds and company data, with who did it (user, API key or the system), from which IP, and the object before and after. Owners and admins (and API keys); viewers get 403. `action` and `actorType` take comma lists.",
  query: listAuditQuerySchema,
  ok: { schema: AuditEntrySchema, description: "The page, as a bare array.", example, list: true },
});
