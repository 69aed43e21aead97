import "server-only";

import { retryDelayMs } from "@/lib/domain/webhooks/retry-delay";
import { prisma } from "@/lib/platform/db";
import { logInfo } from "@/lib/platform/log";
import type { EmailKind } from "@/lib/schemas/email";

import type { ClaimedEmail } from "./claim-emails";
import type { EmailConfig } from "./email-config";
import { LINK_KINDS } from "./email-data";
import { renderEmail } from "./render-email";
import { smtpSend } from "./smtp-send";

export type EmailOutcome = "sent" | "logged" | "retry" | "failed" | "superseded" | "gone";

// One attempt of a claimed message: render it from its template, hand it to SMTP (outside any
// database transaction), then write the outcome under the lease. SMTP_URL unset: the message is
// `logged` (a structured log line, no body: it may hold a one-time link) and stays listed.
export async function sendEmail(claim: ClaimedEmail, config: EmailConfig): Promise<EmailOutcome> {
  const m = await prisma.emailMessage.findUnique({ where: { id: claim.id } });
  if (!m) return "gone";
  const kind = m.kind as EmailKind;
  const company = (m.data as { company?: string }).company ?? "";
  if (!config.smtpUrl) {
    logInfo("email", "not sent: SMTP_URL is not set", {
      emailId: m.id,
      companyId: m.companyId,
      kind,
      to: m.to,
      subject: m.subject,
    });
    return record(claim, config, m.kind, { status: "logged" });
  }
  const { html, text } = await renderEmail(m.locale, kind, m.data);
  const result = await smtpSend(config.smtpUrl, config.timeoutMs, {
    from: { name: company, address: config.from },
    to: m.to,
    subject: m.subject,
    html,
    text,
  });
  if (result.ok) return record(claim, config, m.kind, { status: "sent", messageId: result.messageId });
  const attempts = claim.attemptCount + 1;
  const isFinal = result.isPermanent || attempts >= config.maxAttempts;
  return record(claim, config, m.kind, { status: isFinal ? "failed" : "queued", error: result.error });
}

async function record(
  claim: ClaimedEmail,
  config: EmailConfig,
  kind: string,
  outcome: { status: "sent" | "logged" | "failed" | "queued"; messageId?: string; error?: string },
): Promise<EmailOutcome> {
  const now = new Date();
  const attemptCount = claim.attemptCount + (outcome.status === "logged" ? 0 : 1);
  const isFinal = outcome.status !== "queued";
  // a one-time link leaves the database with the message: it is in the recipient's mailbox now
  const scrub = isFinal && LINK_KINDS.includes(kind as EmailKind);
  const { count } = await prisma.emailMessage.updateMany({
    where: { id: claim.id, status: "queued", nextAttemptAt: claim.leaseUntil },
    data: {
      status: outcome.status,
      attemptCount,
      nextAttemptAt: isFinal ? now : new Date(now.getTime() + retryDelayMs(attemptCount, config.retryBaseMs)),
      claimedUntil: null,
      lastError: outcome.error ?? null,
      ...(outcome.status === "sent" && { sentAt: now, smtpMessageId: outcome.messageId ?? null }),
      ...(scrub && { data: await scrubbed(claim.id) }),
    },
  });
  if (count === 0) return "superseded";
  return outcome.status === "queued" ? "retry" : outcome.status;
}

async function scrubbed(id: number) {
  const m = await prisma.emailMessage.findUniqueOrThrow({ where: { id }, select: { data: true } });
  return { ...(m.data as object), url: null };
}
