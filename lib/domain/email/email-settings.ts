import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import {
  type AlertEmailKind,
  type EmailKind,
  emailKinds,
  type EmailSettings,
  type UpdateEmailSettingsInput,
} from "@/lib/schemas/email";
import type { UserRole } from "@/lib/schemas/users";

import { alertPreferences } from "./queue-emails";

/** Who asks: a signed-in user (their own alerts) or an API key (the company's switches only). */
export type EmailSettingsActor = { userId: number; role: UserRole } | null;

// GET /v1/email-settings: the company's switch per kind (on unless switched off), the language of
// its e-mails, and the alerts the signed-in user receives.
export async function getEmailSettings({
  companyId,
  actor,
}: {
  companyId: number;
  actor: EmailSettingsActor;
}): Promise<EmailSettings> {
  const company = await prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { emailKindsOff: true, emailLocale: true },
  });
  const user = actor
    ? await prisma.user.findFirst({ where: { id: actor.userId, companyId }, select: { role: true, emailAlerts: true } })
    : null;
  return {
    kinds: Object.fromEntries(emailKinds.map((k) => [k, !company.emailKindsOff.includes(k)])) as Record<
      EmailKind,
      boolean
    >,
    locale: company.emailLocale === "en" ? "en" : "pt-BR",
    myAlerts: user ? alertPreferences(user) : null,
    isSmtpConfigured: !!settings().SMTP_URL,
  };
}

// PUT|PATCH /v1/email-settings: the company's switches and language need an admin; a user's own
// alerts are theirs to choose whatever their role (an API key has none).
export async function updateEmailSettings({
  companyId,
  actor,
  input,
  by,
}: {
  companyId: number;
  actor: EmailSettingsActor;
  input: UpdateEmailSettingsInput;
  by: AuditBy;
}): Promise<EmailSettings> {
  const isCompanyChange = input.kinds !== undefined || input.locale !== undefined;
  if (isCompanyChange && actor?.role === "viewer")
    throw new ApiError("forbidden", "Changing the company's e-mails needs the admin role");
  if (input.myAlerts && !actor)
    throw new ApiError("bad_request", "myAlerts is a signed-in user's own choice: an API key has none", {
      issues: [{ path: "myAlerts", message: "not available to an API key" }],
    });
  // audited as email_settings.update, with only what changed
  await prisma.$transaction(async (tx) => {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (isCompanyChange) {
      const company = await tx.company.findUniqueOrThrow({
        where: { id: companyId },
        select: { emailKindsOff: true, emailLocale: true },
      });
      const off = new Set(company.emailKindsOff);
      for (const [kind, isOn] of Object.entries(input.kinds ?? {})) {
        if (isOn) off.delete(kind);
        else off.add(kind);
      }
      const kindsOff = [...off].sort();
      const locale = input.locale ?? company.emailLocale;
      await tx.company.update({ where: { id: companyId }, data: { emailKindsOff: kindsOff, emailLocale: locale } });
      if (kindsOff.join() !== [...company.emailKindsOff].sort().join()) {
        before.kindsOff = company.emailKindsOff;
        after.kindsOff = kindsOff;
      }
      if (locale !== company.emailLocale) {
        before.locale = company.emailLocale;
        after.locale = locale;
      }
    }
    if (input.myAlerts && actor) {
      const user = await tx.user.findFirstOrThrow({
        where: { id: actor.userId, companyId },
        select: { role: true, emailAlerts: true },
      });
      const was = alertPreferences(user);
      const chosen: Record<AlertEmailKind, boolean> = { ...was, ...input.myAlerts };
      await tx.user.update({ where: { id: actor.userId }, data: { emailAlerts: chosen } });
      if (JSON.stringify(was) !== JSON.stringify(chosen)) {
        before.myAlerts = was;
        after.myAlerts = chosen;
      }
    }
    if (Object.keys(after).length > 0)
      await recordAudit(tx, {
        companyId,
        ...by,
        action: "email_settings.update",
        objectType: "company",
        objectId: companyId,
        before,
        after,
      });
  });
  return getEmailSettings({ companyId, actor });
}
