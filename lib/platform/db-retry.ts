// Serialization failures (40001) and deadlocks (40P01) abort a database transaction through no
// fault of the request: PostgreSQL asks the client to run it again. Every interactive transaction
// does so (lib/platform/db.ts), a bounded number of times, so a request that lost such a race answers like
// the one that won instead of a 500. PGlite has one connection and never raises either.

export const RETRYABLE_SQLSTATES = ["40001", "40P01"] as const;
export const MAX_TRANSACTION_ATTEMPTS = 5;

type Coded = { code?: unknown; meta?: { code?: unknown }; cause?: unknown; kind?: unknown; message?: unknown };

// Prisma spells them three ways: P2034 (a write conflict or deadlock it recognised), P2010 with the
// SQLSTATE in `meta.code` (a raw query), or a DriverAdapterError whose cause carries `code`/`kind`.
export function isRetryableConflict(error: unknown): boolean {
  let e = error as Coded | undefined;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (e.code === "P2034" || e.kind === "TransactionWriteConflict") return true;
    if ([e.code, e.meta?.code].some((c) => RETRYABLE_SQLSTATES.includes(c as never))) return true;
    if (
      typeof e.message === "string" &&
      /Code: `(40001|40P01)`|deadlock detected|could not serialize access/.test(e.message)
    )
      return true;
    e = e.cause as Coded | undefined;
  }
  return false;
}

/** Runs `attempt` again (after a short random pause) while it fails with a retryable conflict. */
export async function withRetry<T>(attempt: () => Promise<T>, tries = MAX_TRANSACTION_ATTEMPTS): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= tries || !isRetryableConflict(error)) throw error;
      // the other side of a deadlock is still finishing: let it, then go again
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20 * n) + 5));
    }
  }
}
