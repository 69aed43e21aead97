import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { pageWindow } from "@/lib/schemas/common";
import type { EmailMessage, ListEmailsQuery } from "@/lib/schemas/email";

// GET /v1/emails: the company's messages, newest first, by kind and status. Only what the list
// shows: never the message's data (a one-time link may still be in it while queued).
export async function listEmails({ companyId, query }: { companyId: number; query: ListEmailsQuery }) {
  const where: Prisma.EmailMessageWhereInput = {
    companyId,
    ...(query.kind && { kind: { in: query.kind } }),
    ...(query.status && { status: { in: query.status } }),
  };
  const [rows, total] = await Promise.all([
    prisma.emailMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.emailMessage.count({ where }),
  ]);
  const data: EmailMessage[] = rows.map((m) => ({
    id: m.id,
    kind: m.kind as EmailMessage["kind"],
    to: m.to,
    subject: m.subject,
    locale: m.locale === "en" ? "en" : "pt-BR",
    status: m.status,
    attemptCount: m.attemptCount,
    lastError: m.lastError,
    nextAttemptAt: m.status === "queued" ? m.nextAttemptAt.toISOString() : null,
    sentAt: m.sentAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  }));
  return { data, total };
}
