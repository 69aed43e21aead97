import "server-only";

import { ApiError } from "@/lib/platform/errors";
import { logWarn } from "@/lib/platform/log";
import { runSql, sql } from "@/lib/platform/sql";
import { payoutRail } from "@/lib/rails";
import type { PayoutOrder } from "@/lib/rails/payout/port";

import { failTransfer } from "./fail-transfer";

type Unsent = {
  id: number;
  companyId: number;
  amount: number;
  type: "bank_account" | "pix";
  bankAccountId: number | null;
  pixKey: string | null;
};

const unsentColumns = sql.const(`"id", "companyId", "amount", "type"::text AS "type", "bankAccountId", "pixKey"`);

/**
 * Hands a committed transfer to the payout rail (docs/rails.md, "Payouts"). The money left the
 * available balance (in transit) in the transfer's own commit; this only tells the provider.
 * Taken: the provider's id is kept. Refused: the transfer fails and its money comes back.
 * Unreachable: it stays unsent and the dispatch sweep asks again; the transfer's id is the
 * provider's idempotency key, so asking twice (or from two instances at once) still pays once.
 * Answers what became of it.
 */
export async function sendTransfer(transferId: number): Promise<"sent" | "refused" | "unsent"> {
  const [t] = await runSql(
    sql<Unsent>`SELECT ${unsentColumns} FROM "Transfer"
      WHERE "id" = ${transferId} AND "status" = 'processing' AND "railSentAt" IS NULL`,
  );
  return t ? send(t) : "sent";
}

/** The dispatch sweep: every processing transfer the rail has not taken, older than `minAgeMs`. */
export async function sendUnsentTransfers({ minAgeMs = 10_000, limit = 100 } = {}): Promise<number> {
  const rows = await runSql(
    sql<Unsent>`SELECT ${unsentColumns} FROM "Transfer"
      WHERE "status" = 'processing' AND "railSentAt" IS NULL
        AND "createdAt" <= clock_timestamp() - make_interval(secs => ${minAgeMs / 1000})
      ORDER BY "createdAt" LIMIT ${limit}`,
  );
  for (const t of rows) await send(t);
  return rows.length;
}

async function send(t: Unsent): Promise<"sent" | "refused" | "unsent"> {
  const rail = payoutRail();
  const destination: PayoutOrder["destination"] =
    t.type === "pix" ? { type: "pix", pixKey: t.pixKey! } : { type: "bank_account", bankAccountId: t.bankAccountId! };
  let answer;
  try {
    answer = await rail.send({ transferId: t.id, companyId: t.companyId, amount: t.amount, destination });
  } catch (error) {
    logWarn("payout", `the payout rail did not take the transfer: ${(error as Error).message}`, {
      transferId: t.id,
    });
    return "unsent";
  }
  if (!answer.accepted) {
    try {
      await failTransfer({ companyId: t.companyId, transferId: t.id, reason: answer.reason });
    } catch (error) {
      // settled or failed meanwhile (the sandbox actions): nothing left to undo
      if (!(error instanceof ApiError && error.code === "invalid_state")) throw error;
    }
    return "refused";
  }
  await runSql(sql`UPDATE "Transfer" SET "railProvider" = ${rail.provider}, "railId" = ${answer.railId},
      "railSentAt" = clock_timestamp() WHERE "id" = ${t.id} AND "railSentAt" IS NULL`);
  return "sent";
}
