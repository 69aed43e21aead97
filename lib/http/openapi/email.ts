import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  EmailMessageSchema,
  EmailSettingsSchema,
  listEmailsQuerySchema,
  updateEmailSettingsSchema,
} from "@/lib/schemas/email";

import { addOperation } from "./shared";

// The e-mails Colmeia sends for the company, and their settings (docs/email.md).
export const registry = new OpenAPIRegistry();

const tag = "E-mail";

const settingsExample = {
  kinds: {
    payment_receipt: true,
    refund_receipt: true,
    payment_instructions: true,
    boleto_reminder: true,
    dispute_opened: true,
    transfer_failed: true,
    webhook_endpoint_disabled: true,
    new_sign_in: true,
    password_reset: true,
    member_invite: true,
  },
  locale: "pt-BR",
  myAlerts: { dispute_opened: true, transfer_failed: true, webhook_endpoint_disabled: true, new_sign_in: true },
  isSmtpConfigured: true,
};

addOperation(registry, {
  method: "get",
  path: "/v1/emails",
  operationId: "listEmails",
  tag,
  summary: "List e-mails",
  description:
    "The e-mails of the company, newest first: receipts and instructions to payers, alerts to users. `status`: `queued` (waiting, or retrying after a temporary refusal), `sent`, `failed` (refused for good, or out of attempts), `logged` (SMTP_URL unset: written to the log, not sent). Filters: `kind`, `status` (comma lists).",
  query: listEmailsQuerySchema,
  ok: {
    schema: EmailMessageSchema,
    description: "The page, as a bare array.",
    example: {
      id: 1,
      kind: "payment_receipt",
      to: "fulano@example.com",
      subject: "Pagamento de R$ 100,00 confirmado",
      locale: "pt-BR",
      status: "sent",
      attemptCount: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: "2026-03-14T13:45:02.000Z",
      createdAt: "2026-03-14T13:45:00.000Z",
    },
    list: true,
  },
});

addOperation(registry, {
  method: "get",
  path: "/v1/email-settings",
  operationId: "getEmailSettings",
  tag,
  summary: "Get the e-mail settings",
  description:
    "Each kind with the company's switch (every kind is on until switched off), the language of the e-mails, and the alert kinds the signed-in user receives (`null` for an API key).",
  ok: { schema: EmailSettingsSchema, description: "The settings.", example: settingsExample },
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: "/v1/email-settings",
    operationId: method === "put" ? "updateEmailSettings" : "patchEmailSettings",
    tag,
    summary: "Update the e-mail settings",
    description:
      "`kinds` switches kinds on or off for the company and `locale` sets their language (admin role); `myAlerts` chooses the alerts the signed-in user receives (any role; not with an API key). Kinds not sent keep their value. PUT and PATCH are the same partial update.",
    body: {
      schema: updateEmailSettingsSchema,
      example: { kinds: { boleto_reminder: false }, myAlerts: { new_sign_in: true } },
    },
    ok: { schema: EmailSettingsSchema, description: "The settings after the change.", example: settingsExample },
  });
