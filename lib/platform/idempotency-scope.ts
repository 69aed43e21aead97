import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import type { Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { jsonOnce } from "@/lib/platform/json-once";

// The Idempotency-Key claim a request runs under (lib/http/idempotency.ts), for the data functions
// that move money (create a transaction, refund, transfer): they store their answer in the same
// database transaction as their work, so a process killed after the commit and before the answer
// was stored cannot make a retry run the work twice — the retry replays the committed answer.
export type IdempotencyClaim = { id: number; attempt: number };

export const idempotencyScope = new AsyncLocalStorage<IdempotencyClaim>();

const lostClaim = () =>
  new ApiError(
    "idempotency_conflict",
    "This request's Idempotency-Key was taken over by a retry while it ran; nothing was done, retry to get the answer",
  );

/**
 * Inside the work's Prisma transaction: records `body` as the 200 answer of the current key, or
 * throws (rolling the work back) if a retry has taken the key over meanwhile. No-op without a key.
 */
export async function storeAnswerInTx(tx: Tx, body: unknown): Promise<void> {
  const claim = idempotencyScope.getStore();
  if (!claim) return;
  const updated = await tx.idempotencyKey.updateMany({
    where: { id: claim.id, attempt: claim.attempt, responseStatus: null },
    data: { responseStatus: 200, responseBody: JSON.stringify(body), leaseExpiresAt: null },
  });
  if (updated.count !== 1) throw lostClaim();
}

/**
 * For a hand-written statement: the parameters that let it store its answer itself (key id,
 * attempt, answer text; all null without a key). See create-transaction.ts.
 */
export function answerParams(body: unknown): [number | null, number | null, string | null] {
  const claim = idempotencyScope.getStore();
  return claim ? [claim.id, claim.attempt, jsonOnce(body)] : [null, null, null];
}
