import "server-only";

import { companyName } from "@/lib/domain/receipts/receipt-parts";
import { prisma, type Tx } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { runSqlIn, sql } from "@/lib/platform/sql";

import { COMPANY_EMAIL_FIELDS, type EmailCompany, type NewEmail, queueAlert, queueEmails } from "./queue-emails";

type EventRow = { id: number; companyId: number; type: string; objectId: number; data: unknown; createdAt: Date };
type TxData = {
  id: number;
  amount: number;
  paidAmount?: number;
  refundedAmount?: number;
  paymentMethod: string;
  paidAt?: string | null;
  secureUrl?: string | null;
  customer?: { email?: string | null } | null;
  card?: { brand: string; lastDigits: string } | null;
  pix?: { qrcode?: string; expirationDate?: string } | null;
  boleto?: { digitableLine?: string; expirationDate?: string; url?: string } | null;
};

// Turns new events into e-mails, like the webhook fan-out (fan-out-events.ts) but with its own
// cursor (Event.emailedAt): a batch of events is marked and its messages queued in ONE database
// transaction, so both happen or neither does; SKIP LOCKED lets several instances share the work.
// The unique (sourceKey, to) makes a second reading of an event harmless anyway. `isAnyLeft`, as
// for webhooks: events not yet read that this pass did not take (past the batch, or locked — by
// another e-mail pass or by the webhook fan-out, which marks the same rows at the same moment), so
// the worker looks again shortly instead of at its next poll.
export async function fanOutEmailEvents({ limit = 100 }: { limit?: number } = {}): Promise<{
  events: number;
  isAnyLeft: boolean;
}> {
  return prisma.$transaction(async (tx) => {
    const [{ ids, isAnyLeft }] = await runSqlIn(
      tx,
      sql<{ ids: number[] | null; isAnyLeft: boolean }>`
      WITH p AS (SELECT "id" FROM "Event" WHERE "emailedAt" IS NULL ORDER BY "id" LIMIT ${limit}::int FOR UPDATE SKIP LOCKED),
      marked AS (
        UPDATE "Event" e SET "emailedAt" = (now() AT TIME ZONE 'UTC') FROM p WHERE e."id" = p."id" RETURNING e."id"
      )
      SELECT (SELECT array_agg("id" ORDER BY "id") FROM marked) AS "ids",
        EXISTS (SELECT 1 FROM "Event" x WHERE x."emailedAt" IS NULL AND x."id" NOT IN (SELECT "id" FROM p)) AS "isAnyLeft"`,
    );
    const picked = (ids ?? []).map((id) => ({ id }));
    if (picked.length === 0) return { events: 0, isAnyLeft };
    const events = await tx.event.findMany({ where: { id: { in: picked.map((p) => p.id) } }, orderBy: { id: "asc" } });
    const companies = new Map<number, EmailCompany>();
    for (const e of events) {
      const company =
        companies.get(e.companyId) ??
        (await tx.company.findUniqueOrThrow({ where: { id: e.companyId }, select: COMPANY_EMAIL_FIELDS }));
      companies.set(e.companyId, company);
      await emailsOf(tx, company, e);
    }
    return { events: picked.length, isAnyLeft };
  });
}

async function emailsOf(tx: Tx, company: EmailCompany, e: EventRow): Promise<void> {
  const sourceKey = `event:${e.id}`;
  const name = companyName(company);
  const t = e.data as TxData;
  const payer = (email: Omit<NewEmail, "to" | "sourceKey">) =>
    t.customer?.email ? queueEmails(tx, company, [{ ...email, sourceKey, to: t.customer.email } as NewEmail]) : 0;
  switch (e.type) {
    case "transaction.paid":
      await payer({
        kind: "payment_receipt",
        data: {
          company: name,
          transactionId: t.id,
          amount: t.paidAmount || t.amount,
          paidAt: t.paidAt ?? e.createdAt.toISOString(),
          card: t.card ? { brand: t.card.brand, lastDigits: t.card.lastDigits } : null,
        },
      });
      return;
    case "transaction.refunded":
    case "transaction.partially_refunded": {
      const refund = await tx.refund.findFirst({
        where: { transactionId: t.id, createdAt: { lte: e.createdAt } },
        orderBy: { id: "desc" },
      });
      await payer({
        kind: "refund_receipt",
        data: {
          company: name,
          transactionId: t.id,
          amount: refund?.amount ?? t.refundedAmount ?? 0,
          refundedAmount: t.refundedAmount ?? refund?.amount ?? 0,
          refundedAt: e.createdAt.toISOString(),
        },
      });
      return;
    }
    case "transaction.waiting_payment": {
      if (t.paymentMethod !== "pix" && t.paymentMethod !== "boleto") return;
      const dueDate = (t.pix?.expirationDate ?? t.boleto?.expirationDate)!;
      await payer({
        kind: "payment_instructions",
        data: {
          company: name,
          transactionId: t.id,
          method: t.paymentMethod,
          amount: t.amount,
          dueDate,
          pixCode: t.pix?.qrcode ?? null,
          digitableLine: t.boleto?.digitableLine ?? null,
          url: t.boleto?.url ?? t.secureUrl ?? null,
        },
      });
      return;
    }
    case "transaction.in_protest": {
      const dispute = await tx.dispute.findFirst({ where: { transactionId: t.id }, orderBy: { id: "desc" } });
      if (!dispute) return;
      await queueAlert(tx, company, {
        kind: "dispute_opened",
        sourceKey,
        data: {
          company: name,
          transactionId: t.id,
          amount: dispute.amount,
          deadline: dispute.responseDueAt.toISOString(),
          url: `${env.publicBaseUrl}/disputes/${dispute.id}`,
        },
      });
      return;
    }
    case "transfer.failed": {
      const transfer = e.data as { id: number; amount: number; failReason?: string | null };
      await queueAlert(tx, company, {
        kind: "transfer_failed",
        sourceKey,
        data: { company: name, transferId: transfer.id, amount: transfer.amount, reason: transfer.failReason ?? null },
      });
      return;
    }
    case "webhook_endpoint.disabled":
      await queueAlert(tx, company, {
        kind: "webhook_endpoint_disabled",
        sourceKey,
        data: { company: name, url: String((e.data as { url?: string }).url ?? "") },
      });
      return;
  }
}
