import "server-only";

import { ledgerNow } from "@/lib/domain/ledger/ledger-now";
import { lockRecipients } from "@/lib/domain/ledger/lock-recipients";
import { DAY_MS } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

// Sandbox only (POST /v1/sandbox/advance-clock): lets a test or a demo see days pass for one company.
// Every date still ahead of its schedule — each payable's due date and the ledger lines waiting on
// it — moves `days` closer, so what falls due in that time becomes available now, exactly as if
// the days had passed; nothing else changes. Under the locks of all the company's recipients.
export async function advanceClock({ companyId, days }: { companyId: number; days: number }) {
  return prisma.$transaction(async (tx) => {
    const recipients = await tx.recipient.findMany({ where: { companyId }, select: { id: true } });
    await lockRecipients(
      tx,
      recipients.map((r) => r.id),
    );
    const now = await ledgerNow(tx);
    const shift = `${days * (DAY_MS / 1000)} seconds`;
    const [due] = await runSqlIn(
      tx,
      sql<{ n: number }>`SELECT count(*)::int AS n FROM "Payable"
        WHERE "companyId" = ${companyId} AND "dueAt" > ${now} AND "dueAt" - ${shift}::interval <= ${now}`,
    );
    const moved = await runSqlIn(
      tx,
      sql<{ id: number }>`UPDATE "Payable" SET "dueAt" = "dueAt" - ${shift}::interval
        WHERE "companyId" = ${companyId} AND "dueAt" > ${now} RETURNING "id"`,
    );
    await runSqlIn(
      tx,
      sql`UPDATE "LedgerEntry" SET "availableAt" = "availableAt" - ${shift}::interval
        WHERE "companyId" = ${companyId} AND "bucket" = 'balance' AND "availableAt" > ${now}`,
    );
    return { days, payablesMoved: moved.length, payablesDue: due?.n ?? 0 };
  });
}
