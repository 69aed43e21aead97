import "server-only";

import { PrismaClient } from "@/generated/prisma/client";

import { createAdapterFactory } from "./db-adapter";
import { withRetry } from "./db-retry";
import { prismaTransactionScope } from "./sql";

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

// One client per process (module copies across Next bundles share it through globalThis).
const g = globalThis as unknown as { __colmeiaPrisma?: PrismaClient };

// Money movements queue on row locks (a transaction, a recipient): under a burst on one of them,
// Prisma's defaults (2 s to get a connection, 5 s per transaction) turn waiting into 500s.
const transactionOptions = { maxWait: 15_000, timeout: 20_000 };

export const prisma: PrismaClient = (g.__colmeiaPrisma ??= guarded(
  new PrismaClient({ adapter: createAdapterFactory(), transactionOptions }),
));

// An interactive transaction's callback runs inside prismaTransactionScope, so lib/platform/sql.ts runSql()
// (which would run beside it, on PGlite never) refuses to run there; one that fails with a
// serialization failure or a deadlock is run again from the start, a few times (lib/platform/db-retry.ts).
// A callback may therefore run more than once: it only touches the database through `tx`.
function guarded(client: PrismaClient): PrismaClient {
  const transaction = client.$transaction.bind(client) as (arg: unknown, options?: unknown) => Promise<unknown>;
  client.$transaction = ((arg: unknown, options?: unknown) =>
    typeof arg === "function"
      ? withRetry(() => transaction((tx: Tx) => prismaTransactionScope.run(true, () => arg(tx)), options))
      : transaction(arg, options)) as PrismaClient["$transaction"];
  return client;
}
