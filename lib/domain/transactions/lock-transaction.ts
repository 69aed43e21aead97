import "server-only";

import { recordEvents } from "@/lib/domain/events/record-event";
import { lockRecipientsOfTransaction } from "@/lib/domain/ledger/lock-recipients";
import type { Tx } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { WebhookEventType } from "@/lib/schemas/event-catalogue";
import type { TransactionStatus } from "@/lib/schemas/transactions";

import { toTransaction, transactionInclude } from "./serialize";

export type Locked = {
  id: number;
  companyId: number;
  status: TransactionStatus;
  amount: number;
  refundedAmount: number;
  paidAmount: number;
  paymentMethod: "credit_card" | "pix" | "boleto";
};

// Every change to a transaction's money starts by locking its row: concurrent refunds,
// payments and chargebacks of one transaction then run one after the other, each seeing
// the amounts the previous one committed. In the one lock order (docs/money.md, "Locks"): the
// recipients of its splits first, ascending, then the row — a debit that took the row first and
// then waited for a recipient held by an anticipation writing lines of this transaction deadlocked.
// `recipients: false` only for what debits and checks no balance (a payment's credit, delivery,
// expiry): those take the row alone and no recipient lock after it.
export async function lockTransaction(
  tx: Tx,
  companyId: number,
  transactionId: number,
  { recipients = true }: { recipients?: boolean } = {},
): Promise<Locked> {
  if (recipients) await lockRecipientsOfTransaction(tx, companyId, transactionId);
  const rows = await runSqlIn(
    tx,
    sql<Locked>`
    SELECT "id", "companyId", "status"::text AS "status", "amount", "refundedAmount", "paidAmount", "paymentMethod"::text AS "paymentMethod"
    FROM "Transaction" WHERE "id" = ${transactionId} AND "companyId" = ${companyId} FOR NO KEY UPDATE`,
  );
  if (!rows[0]) throw notFound("transaction");
  return rows[0];
}

/**
 * lockTransaction, then refuses any status but `allowed` with 422 invalid_state (details.status),
 * worded by `refusal`: a transition's precondition, checked on the row it holds.
 */
export async function lockTransactionIn(
  tx: Tx,
  { companyId, transactionId, recipients }: { companyId: number; transactionId: number; recipients?: boolean },
  allowed: TransactionStatus[],
  refusal: (status: TransactionStatus) => string,
): Promise<Locked> {
  const t = await lockTransaction(tx, companyId, transactionId, { recipients });
  if (!allowed.includes(t.status)) throw new ApiError("invalid_state", refusal(t.status), { status: t.status });
  return t;
}

// Writes the new state, a timeline entry when the status changes (dated `at`, when the change
// happened if not now: a payment the seed backdates), and the event (outbox), and returns the
// public Transaction.
export async function saveTransition(
  tx: Tx,
  t: Locked,
  change: {
    status: TransactionStatus;
    reason?: string | null;
    /** the event to send; the status's by default; null: none yet (a card refund the acquirer has not confirmed) */
    event?: WebhookEventType | null;
    data?: Record<string, unknown>;
    at?: Date;
  },
) {
  const row = await tx.transaction.update({
    where: { id: t.id },
    data: {
      ...change.data,
      status: change.status,
      ...(change.status !== t.status && {
        statusHistory: {
          create: { fromStatus: t.status, status: change.status, reason: change.reason ?? null, createdAt: change.at },
        },
      }),
    },
    include: transactionInclude,
  });
  const body = toTransaction(row);
  if (change.event !== null)
    await recordEvents(tx, [
      {
        companyId: t.companyId,
        type: change.event ?? `transaction.${change.status}`,
        objectType: "transaction",
        objectId: t.id,
        data: body,
      },
    ]);
  return body;
}
