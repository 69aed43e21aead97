import "server-only";

import type { Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { TransferStatus } from "@/lib/schemas/transfers";

type Locked = {
  id: number;
  companyId: number;
  recipientId: number;
  amount: number;
  fee: number;
  status: TransferStatus;
};

// Settling and failing start by locking the transfer row and only act on a processing transfer,
// so a transfer is settled or failed once, never both, whatever arrives concurrently.
export async function lockProcessingTransfer(tx: Tx, companyId: number, transferId: number): Promise<Locked> {
  const rows = await runSqlIn(
    tx,
    sql<Locked>`
    SELECT "id", "companyId", "recipientId", "amount", "fee", "status"::text AS "status"
    FROM "Transfer" WHERE "id" = ${transferId} AND "companyId" = ${companyId} FOR NO KEY UPDATE`,
  );
  const t = rows[0];
  if (!t) throw notFound("transfer");
  if (t.status !== "processing")
    throw new ApiError("invalid_state", `A ${t.status} transfer cannot change any more`, { status: t.status });
  return t;
}
