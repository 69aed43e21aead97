// The raw reference (bench/raw-reference.ts) as a process of its own, so that its CPU is counted
// apart from the app's: prints one line of JSON with its origin and pid, then serves until killed.
// Argv: the company whose list page it answers (its SQL is the one Colmeia builds for it, taken
// once here). Env: DATABASE_URL, CIELO_API_URL, CIELO_MERCHANT_ID, CIELO_MERCHANT_KEY.
import {
  transactionApiJson,
  transactionOrderSql,
  transactionPageIdsSql,
} from "../lib/domain/transactions/transaction-sql";
import { env } from "../lib/platform/env";
import { sql, sqlText } from "../lib/platform/sql";
import { listTransactionsQuerySchema } from "../lib/schemas/transactions";
import { startRawReference } from "./raw-reference";

const statements = new Map<string, { text: string; values: unknown[] }>();
const raw = await startRawReference({
  databaseUrl: process.env.DATABASE_URL!,
  cielo: {
    apiUrl: process.env.CIELO_API_URL!,
    merchantId: process.env.CIELO_MERCHANT_ID!,
    merchantKey: process.env.CIELO_MERCHANT_KEY!,
  },
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 20),
  listSql: (companyId, status, take) => {
    const key = `${companyId} ${status} ${take}`;
    let s = statements.get(key);
    if (!s) {
      // the filter as Colmeia parses it from the same query string
      const { limit: _l, offset: _o, page: _p, sort: _s, ...filters } = listTransactionsQuerySchema.parse({ status });
      const page = transactionPageIdsSql(companyId, filters, take, 0, undefined);
      const statement = sql`SELECT (${transactionApiJson(env.publicBaseUrl)})::text AS j
        FROM (SELECT t.* FROM (${page}) page JOIN "Transaction" t ON t."id" = page."id") t
        ORDER BY ${transactionOrderSql(undefined)}`;
      s = { text: sqlText(statement), values: [...statement.values] };
      statements.set(key, s);
    }
    return s;
  },
});
console.log(JSON.stringify({ origin: raw.origin, pid: raw.pid }));
process.on("SIGTERM", () => void raw.close().finally(() => process.exit(0)));
