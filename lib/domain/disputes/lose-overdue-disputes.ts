import "server-only";

import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { lockTransaction } from "@/lib/domain/transactions/lock-transaction";
import { prisma } from "@/lib/platform/db";
import { runSql, runSqlIn, sql } from "@/lib/platform/sql";

const BATCH = 25;
const MAX_BATCHES_PER_SWEEP = 40;

type Overdue = { id: number; companyId: number; transactionId: number };

// A dispute not answered by its deadline is lost, as an acquirer would rule: each open dispute past
// `responseDueAt` without evidence is charged back (chargebackTransaction: the held amount stays
// taken, the transaction becomes chargedback, its event and webhooks). Each one in its own database
// transaction, in the one lock order (docs/money.md, "Locks"): its recipients and transaction first,
// then the dispute row, claimed with SKIP LOCKED and checked again — so sweeps on several instances
// share the work, never decide one twice, and evidence arriving at the same moment either lands
// first (the dispute is no longer unanswered) or finds it lost. Returns the dispute ids it closed.
export async function loseOverdueDisputes({ now = new Date() }: { now?: Date } = {}) {
  const lost: number[] = [];
  let after = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch++) {
    const due = await runSql(
      sql<Overdue>`
      SELECT "id", "companyId", "transactionId" FROM "Dispute"
      WHERE "status" = 'open' AND "responseDueAt" <= ${now} AND "evidenceSubmittedAt" IS NULL AND "id" > ${after}
      ORDER BY "id" LIMIT ${BATCH}::int`,
    );
    for (const d of due) if (await loseOne(d, now)) lost.push(d.id);
    if (due.length < BATCH) break;
    after = due[due.length - 1].id;
  }
  return { lost };
}

function loseOne(d: Overdue, now: Date): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    await lockTransaction(tx, d.companyId, d.transactionId);
    const [claimed] = await runSqlIn(
      tx,
      sql<{ id: number }>`
      SELECT "id" FROM "Dispute"
      WHERE "id" = ${d.id} AND "status" = 'open' AND "responseDueAt" <= ${now} AND "evidenceSubmittedAt" IS NULL
      FOR UPDATE SKIP LOCKED`,
    );
    if (!claimed) return false;
    await chargebackTransaction({ companyId: d.companyId, transactionId: d.transactionId, tx });
    return true;
  });
}
