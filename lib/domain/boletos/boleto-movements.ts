import "server-only";

import type { Tx } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

/**
 * A boleto Colmeia stops collecting (expired, or paid through its Pix) is written off at the bank:
 * a `cancel` movement for the next remessa. A boleto whose registration never left Colmeia is simply
 * not sent (its register movement is removed). Boletos issued before the CNAB 240 rail have no title
 * and nothing to tell the bank. Runs in the caller's database transaction.
 */
export async function queueWriteOff(tx: Tx, transactionId: number): Promise<void> {
  await runSqlIn(
    tx,
    sql`WITH unsent AS (
          DELETE FROM "BoletoMovement" WHERE "transactionId" = ${transactionId} AND "kind" = 'register' AND "fileId" IS NULL
          RETURNING "id")
        INSERT INTO "BoletoMovement" ("companyId", "transactionId", "kind")
        SELECT bt."companyId", bt."transactionId", 'cancel' FROM "BoletoTitle" bt
         WHERE bt."transactionId" = ${transactionId} AND bt."registration" IN ('pending', 'registered')
           AND NOT EXISTS (SELECT 1 FROM unsent)
           AND NOT EXISTS (SELECT 1 FROM "BoletoMovement" c WHERE c."transactionId" = bt."transactionId" AND c."kind" = 'cancel')`,
  );
  await runSqlIn(
    tx,
    sql`UPDATE "BoletoTitle" SET "registration" = 'written_off', "updatedAt" = now()
         WHERE "transactionId" = ${transactionId} AND "registration" = 'pending'
           AND NOT EXISTS (SELECT 1 FROM "BoletoMovement" m WHERE m."transactionId" = ${transactionId})`,
  );
}
