import { z } from "zod";

import { commaList, pagingQuery, timestamp } from "./common";

// The e-mails Colmeia sends (docs/email.md). Payer kinds go to the transaction's customer; alert
// kinds to the company's users who chose them; account kinds to one user about their own account.
export const payerEmailKinds = [
  "payment_receipt",
  "refund_receipt",
  "payment_instructions",
  "boleto_reminder",
] as const;
export const alertEmailKinds = [
  "dispute_opened",
  "transfer_failed",
  "webhook_endpoint_disabled",
  "new_sign_in",
] as const;
export const accountEmailKinds = ["password_reset", "member_invite"] as const;
export const emailKinds = [...payerEmailKinds, ...alertEmailKinds, ...accountEmailKinds] as const;
export type EmailKind = (typeof emailKinds)[number];
export type AlertEmailKind = (typeof alertEmailKinds)[number];

export const emailStatuses = ["queued", "sent", "failed", "logged"] as const;
export const emailLocales = ["pt-BR", "en"] as const;

export const EmailMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(emailKinds),
    to: z.string(),
    subject: z.string(),
    locale: z.enum(emailLocales),
    status: z.enum(emailStatuses).meta({
      description: "queued (waiting or retrying), sent, failed (given up), logged (SMTP_URL unset: not sent)",
    }),
    attemptCount: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: timestamp.nullable().meta({ description: "when queued: the next attempt" }),
    sentAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "EmailMessage" });
export type EmailMessage = z.infer<typeof EmailMessageSchema>;

export const listEmailsQuerySchema = z.object({
  ...pagingQuery,
  kind: commaList(z.enum(emailKinds, { error: "is not an e-mail kind" })).optional(),
  status: commaList(z.enum(emailStatuses, { error: "is not an e-mail status" })).optional(),
});
export type ListEmailsQuery = z.infer<typeof listEmailsQuerySchema>;

export const EmailSettingsSchema = z
  .object({
    // every kind with its company switch; a kind switched off is never queued
    kinds: z.record(z.enum(emailKinds), z.boolean()),
    locale: z.enum(emailLocales).meta({ description: "the language of e-mails to payers and users" }),
    // the alert kinds the signed-in user receives (a key's principal: none)
    myAlerts: z.record(z.enum(alertEmailKinds), z.boolean()).nullable(),
    isSmtpConfigured: z.boolean().meta({ description: "false: e-mails are logged and listed, not sent" }),
  })
  .meta({ id: "EmailSettings" });
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

// The API reads JSON keys in camelCase (lib/http/parse.ts turns payment_receipt into paymentReceipt):
// the kinds' own snake_case names are taken back here, so both spellings name a kind.
const snakeKeys = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]))
    : value;
const switches = <K extends readonly [string, ...string[]]>(kinds: K, error: string) =>
  z.preprocess(snakeKeys, z.partialRecord(z.enum(kinds, { error }), z.boolean()));

export const updateEmailSettingsSchema = z.object({
  kinds: switches(emailKinds, "is not an e-mail kind")
    .optional()
    .meta({ description: "kind → on (true) or off (false); kinds not sent keep their value" }),
  locale: z.enum(emailLocales).optional(),
  myAlerts: switches(alertEmailKinds, "is not an alert e-mail kind").optional(),
});
export type UpdateEmailSettingsInput = z.infer<typeof updateEmailSettingsSchema>;
