import "server-only";

import type { Tx } from "@/lib/platform/db";
import { type AlertEmailKind, alertEmailKinds, type EmailKind } from "@/lib/schemas/email";

import type { EmailData, EmailOf } from "./email-data";
import { emailSubject } from "./email-translator";

export type EmailCompany = {
  id: number;
  legalName: string;
  tradeName: string;
  emailKindsOff: string[];
  emailLocale: string;
};

/** One message to queue: `sourceKey` names what made it, so the same source never mails one address twice. */
export type NewEmail<K extends EmailKind = EmailKind> = {
  kind: K;
  sourceKey: string;
  to: string;
  userId?: number | null;
  data: EmailData[K];
};

export const COMPANY_EMAIL_FIELDS = {
  id: true,
  legalName: true,
  tradeName: true,
  emailKindsOff: true,
  emailLocale: true,
} as const;

export const isKindOn = (company: Pick<EmailCompany, "emailKindsOff">, kind: EmailKind) =>
  !company.emailKindsOff.includes(kind);

// Queues messages in the caller's database transaction (the outbox rule: a message exists if and
// only if what made it committed). A kind the company switched off is not queued at all; a
// (sourceKey, to) already queued is skipped, so running the same source twice mails no one twice.
export async function queueEmails(tx: Tx, company: EmailCompany, emails: NewEmail[]): Promise<number> {
  const wanted = emails.filter((e) => e.to && isKindOn(company, e.kind));
  if (wanted.length === 0) return 0;
  const locale = company.emailLocale;
  const { count } = await tx.emailMessage.createMany({
    data: wanted.map((e) => ({
      companyId: company.id,
      kind: e.kind,
      sourceKey: e.sourceKey,
      to: e.to.trim().toLowerCase(),
      userId: e.userId ?? null,
      locale,
      subject: emailSubject(locale, { kind: e.kind, data: e.data } as EmailOf),
      data: e.data as never,
    })),
    skipDuplicates: true,
  });
  return count;
}

type AlertUser = { id: number; email: string; role: string; emailAlerts: unknown };

/** Whether a user receives an alert kind: their own choice, else on for owners and off for the others. */
export function wantsAlert(user: Pick<AlertUser, "role" | "emailAlerts">, kind: AlertEmailKind): boolean {
  const chosen = (user.emailAlerts as Partial<Record<AlertEmailKind, boolean>> | null)?.[kind];
  return chosen ?? user.role === "owner";
}

export function alertPreferences(user: Pick<AlertUser, "role" | "emailAlerts">): Record<AlertEmailKind, boolean> {
  return Object.fromEntries(alertEmailKinds.map((k) => [k, wantsAlert(user, k)])) as Record<AlertEmailKind, boolean>;
}

/** The alert for every user of the company who receives its kind, each to their own address. */
export async function queueAlert<K extends AlertEmailKind>(
  tx: Tx,
  company: EmailCompany,
  alert: { kind: K; sourceKey: string; data: EmailData[K] },
): Promise<number> {
  if (!isKindOn(company, alert.kind)) return 0;
  const users = await tx.user.findMany({
    where: { companyId: company.id },
    select: { id: true, email: true, role: true, emailAlerts: true },
  });
  const to = users.filter((u) => wantsAlert(u, alert.kind));
  return queueEmails(
    tx,
    company,
    to.map((u) => ({ ...alert, to: u.email, userId: u.id })),
  );
}
