import "server-only";

import { createTranslator } from "use-intl/core";

import { formatBRL } from "@/lib/formats/money";
import { formatDateBR, formatDateTimeBR, TIME_ZONE } from "@/lib/formats/time";
import { type Locale, toLocale } from "@/lib/i18n/config";
import { MESSAGES } from "@/lib/i18n/messages";
import type { EmailKind } from "@/lib/schemas/email";

import type { EmailData, EmailOf } from "./email-data";

export type EmailT = ReturnType<typeof emailTranslator>;

/** The e-mails' words (lib/i18n "email" namespace) in one language. */
export function emailTranslator(locale: string) {
  const l: Locale = toLocale(locale);
  return createTranslator({ locale: l, messages: MESSAGES[l], namespace: "email", timeZone: TIME_ZONE });
}

// Money and dates by the project's one rule (lib/formats), whatever the language.
export const money = formatBRL;
export const day = formatDateBR;
export const moment = formatDateTimeBR;

/** The subject line of a message, written when it is queued. */
export function emailSubject(locale: string, email: EmailOf): string {
  const t = emailTranslator(locale);
  const d = email.data as Partial<EmailData[EmailKind]> & Record<string, unknown>;
  const amount = typeof d.amount === "number" ? money(d.amount) : "";
  return t(`subjects.${email.kind}`, {
    amount,
    company: String(d.company ?? ""),
    method: String(d.method ?? "boleto"),
    dueDate: typeof d.dueDate === "string" ? day(d.dueDate) : "",
    transactionId: String(d.transactionId ?? ""),
    transferId: String(d.transferId ?? ""),
  });
}
