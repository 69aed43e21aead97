import "server-only";

import { companyName } from "@/lib/domain/receipts/receipt-parts";
import { addDays, dayOf, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { jsonDate, runSqlIn, sql } from "@/lib/platform/sql";

import { COMPANY_EMAIL_FIELDS, type EmailCompany, queueEmails } from "./queue-emails";

/** How many São Paulo days before its due date an unpaid boleto's payer is reminded. */
export const REMINDER_DAYS = 2;

// The reminder sweep: every unpaid boleto due within REMINDER_DAYS (São Paulo days) whose payer has
// an address gets one reminder, ever (source key "boleto-reminder:<id>"). A boleto issued closer
// than that to its due date gets none: its instructions just arrived. Run by the e-mail worker.
export async function queueBoletoReminders(now = new Date()): Promise<number> {
  const today = todayInSaoPaulo(now);
  const until = addDays(today, REMINDER_DAYS);
  return prisma.$transaction(async (tx) => {
    const due = await runSqlIn(
      tx,
      sql<{ id: number; companyId: number; amount: number; customerEmail: string; boleto: unknown; createdAt: string }>`
      SELECT t."id", t."companyId", t."amount", t."customerEmail", t."boleto",
        to_char(t."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
      FROM "Transaction" t
      WHERE t."paymentMethod" = 'boleto' AND t."status" = 'waiting_payment' AND t."customerEmail" <> ''
        AND t."boleto"->>'expirationDate' BETWEEN ${today} AND ${until}
        AND NOT EXISTS (SELECT 1 FROM "EmailMessage" m WHERE m."sourceKey" = 'boleto-reminder:' || t."id")
      ORDER BY t."id" LIMIT 500`,
    );
    const companies = new Map<number, EmailCompany>();
    let queued = 0;
    for (const t of due) {
      const boleto = t.boleto as { expirationDate: string; digitableLine?: string; url?: string };
      if (addDays(dayOf(jsonDate(t.createdAt)), REMINDER_DAYS) > boleto.expirationDate) continue;
      const company =
        companies.get(t.companyId) ??
        (await tx.company.findUniqueOrThrow({ where: { id: t.companyId }, select: COMPANY_EMAIL_FIELDS }));
      companies.set(t.companyId, company);
      queued += await queueEmails(tx, company, [
        {
          kind: "boleto_reminder",
          sourceKey: `boleto-reminder:${t.id}`,
          to: t.customerEmail,
          data: {
            company: companyName(company),
            transactionId: t.id,
            amount: t.amount,
            dueDate: boleto.expirationDate,
            digitableLine: boleto.digitableLine ?? null,
            url: boleto.url ?? null,
          },
        },
      ]);
    }
    return queued;
  });
}
