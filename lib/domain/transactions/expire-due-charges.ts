import "server-only";

import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

import { boletoCancelAfterDays, lastCancelableDueDate } from "./charge-deadlines";
import { expireTransaction } from "./expire-transaction";
import { removeExpiredPixCharges } from "./remove-expired-pix-charges";

const BATCH = 25;
const MAX_BATCHES_PER_SWEEP = 40;

// Cancels every waiting Pix past its expirationDate and every waiting boleto past its due date plus
// the grace period (charge-deadlines.ts), each through expireTransaction: status history, the
// transaction.canceled event and its webhooks, exactly as the sandbox action. Rows are claimed with
// FOR UPDATE SKIP LOCKED inside the transaction that expires them, so sweeps on several instances
// share the work without waiting on each other and never expire a charge twice, and a payment
// holding the row lock is skipped (its charge is paid, not canceled). Returns the ids it canceled.
export async function expireDueCharges({
  now = new Date(),
  boletoGraceDays = boletoCancelAfterDays(),
}: { now?: Date; boletoGraceDays?: number } = {}) {
  const expired: number[] = [];
  const cutoff = lastCancelableDueDate(now, boletoGraceDays);
  // each method's deadline as stored (ISO text, which sorts as time), read from its partial index
  // (migration 0005): only the due entries are visited, never the whole waiting set
  const due = {
    // literals, not parameters: a generic plan must still see the partial indexes' predicates
    pix: { method: sql.const(`'pix'`), column: sql.const(`"pix"->>'expirationDate'`), until: now.toISOString() },
    boleto: { method: sql.const(`'boleto'`), column: sql.const(`"boleto"->>'expirationDate'`), until: cutoff },
  };
  for (const { method, column, until } of Object.values(due)) {
    for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch++) {
      const rows = await prisma.$transaction(async (tx) => {
        const rows = await runSqlIn(
          tx,
          sql<{ id: number; companyId: number; txid: string | null }>`
          SELECT "id", "companyId", "pix"->>'txid' AS "txid" FROM "Transaction"
          WHERE "status" = 'waiting_payment' AND "paymentMethod" = ${method} AND ${column} <= ${until}
          ORDER BY ${column} LIMIT ${BATCH}::int
          FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) await expireTransaction({ companyId: row.companyId, transactionId: row.id, tx });
        return rows;
      });
      // the provider is told after the commit, never with the rows locked (docs/rails.md, "Expiry")
      // (a boleto híbrido's Pix is its cobv)
      await removeExpiredPixCharges(
        rows.flatMap((r) => (r.txid ? [r.txid] : [])),
        method === due.boleto.method ? "cobv" : "cob",
      );
      expired.push(...rows.map((r) => r.id));
      if (rows.length < BATCH) break;
    }
  }
  return { expired };
}
