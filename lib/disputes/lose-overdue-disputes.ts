import "server-only";

import { prisma } from "@/lib/db";
import { runSqlIn, sql } from "@/lib/sql";
import { chargebackTransaction } from "@/lib/transactions/chargeback-transaction";

const BATCH = 25;
const MAX_BATCHES_PER_SWEEP = 40;

// A dispute not answered by its deadline is lost, as an acquirer would rule: each open dispute past
// `responseDueAt` without evidence is charged back (chargebackTransaction: the held amount stays
// taken, the transaction becomes chargedback, its event and webhooks). Rows are claimed with FOR
// UPDATE SKIP LOCKED inside the database transaction that decides them, so sweeps on several
// instances share the work and evidence arriving at the same moment either lands first (and the
// dispute is no longer unanswered) or finds it lost. Returns the dispute ids it closed.
export async function loseOverdueDisputes({ now = new Date() }: { now?: Date } = {}) {
  const lost: number[] = [];
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch++) {
    const rows = await prisma.$transaction(async (tx) => {
      const rows = await runSqlIn(
        tx,
        sql<{ id: number; companyId: number; transactionId: number }>`
        SELECT "id", "companyId", "transactionId" FROM "Dispute"
        WHERE "status" = 'open' AND "responseDueAt" <= ${now} AND "evidenceSubmittedAt" IS NULL
        ORDER BY "responseDueAt" LIMIT ${BATCH}::int
        FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows)
        await chargebackTransaction({ companyId: row.companyId, transactionId: row.transactionId, tx });
      return rows;
    });
    lost.push(...rows.map((r) => r.id));
    if (rows.length < BATCH) break;
  }
  return { lost };
}
