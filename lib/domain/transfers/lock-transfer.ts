import "server-only";

import type { Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { TransferStatus } from "@/lib/schemas/transfers";

type Locked = {
  /**
   * Where the transfer's amount is held until the bank answers: `in_transit`, or `transferred` for
   * a transfer an instance of the release before this ledger bucket made during a rolling upgrade
   * (that release counted it transferred at once; docs/operations.md, Upgrades).
   */
  heldIn: "in_transit" | "transferred";
  id: number;
  companyId: number;
  recipientId: number;
  amount: number;
  fee: number;
  status: TransferStatus;
  payoutFileId: number | null;
};

// Settling and failing start by locking the transfer row and only act on a processing transfer,
// so a transfer is settled or failed once, never both, whatever arrives concurrently. `outsideFile`:
// an answer that does not come from a payment retorno (the sandbox actions) is refused for a
// transfer a remessa carries — the bank's retorno says what became of it (docs/rails.md).
export async function lockProcessingTransfer(
  tx: Tx,
  companyId: number,
  transferId: number,
  { outsideFile = false }: { outsideFile?: boolean } = {},
): Promise<Locked> {
  const rows = await runSqlIn(
    tx,
    sql<Locked>`
    SELECT t."id", t."companyId", t."recipientId", t."amount", t."fee", t."status"::text AS "status", t."payoutFileId",
      CASE WHEN EXISTS (SELECT 1 FROM "LedgerEntry" e WHERE e."transferId" = t."id" AND e."bucket" = 'in_transit')
           THEN 'in_transit' ELSE 'transferred' END AS "heldIn"
    FROM "Transfer" t WHERE t."id" = ${transferId} AND t."companyId" = ${companyId} FOR NO KEY UPDATE OF t`,
  );
  const t = rows[0];
  if (!t) throw notFound("transfer");
  if (t.status !== "processing")
    throw new ApiError("invalid_state", `A ${t.status} transfer cannot change any more`, { status: t.status });
  if (outsideFile && t.payoutFileId !== null)
    throw new ApiError(
      "invalid_state",
      "This transfer is in a payment remessa: the bank's retorno settles or fails it (POST /v1/payout-files/retorno)",
      { status: t.status, payoutFileId: t.payoutFileId },
    );
  return t;
}
