import "server-only";

import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";

// A cheap fingerprint of everything a company owns (row counts and money sums), so tests can
// prove that a rejected request changed nothing.
export async function stateDigest({ companyId }: { companyId: number }) {
  const rows = await runSqlIn(
    prisma,
    sql<{ name: string; n: bigint; total: bigint | null }>`
    SELECT 'transactions' AS name, count(*) AS n, sum("amount" + "refundedAmount" + "paidAmount") AS total FROM "Transaction" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'refunds', count(*), sum("amount") FROM "Refund" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'ledger', count(*), sum("amount") FROM "LedgerEntry" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'customers', count(*), sum((extract(epoch from "updatedAt") * 1000)::bigint) FROM "Customer" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'recipients', count(*), sum((extract(epoch from "updatedAt") * 1000)::bigint) FROM "Recipient" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'bankAccounts', count(*), NULL FROM "BankAccount" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'transfers', count(*), sum("amount") + sum((extract(epoch from "updatedAt") * 1000)::bigint) FROM "Transfer" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'paymentLinks', count(*), sum("amount") + sum((extract(epoch from "updatedAt") * 1000)::bigint) FROM "PaymentLink" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'webhookEndpoints', count(*), sum((extract(epoch from "updatedAt") * 1000)::bigint) FROM "WebhookEndpoint" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'events', count(*), NULL FROM "Event" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'updates', count(*), sum((extract(epoch from "updatedAt") * 1000)::bigint) FROM "Transaction" WHERE "companyId" = ${companyId}
    UNION ALL SELECT 'companyUpdated', 1, (extract(epoch from "updatedAt") * 1000)::bigint FROM "Company" WHERE "id" = ${companyId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.total ?? 0}`]));
}
