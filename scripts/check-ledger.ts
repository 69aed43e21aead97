// npm run ledger:check: the money invariants of every company (lib/domain/ledger/check-consistency.ts),
// on the database DATA_DIR or DATABASE_URL names — after a restore, an upgrade or an incident.
// Exit 0 when every company's ledger agrees with its transactions, refunds, transfers and balances.
import { checkLedgerConsistency } from "../lib/domain/ledger/check-consistency";
import { closePglite } from "../lib/platform/db-adapter";

const { prisma } = await import("../lib/platform/db");
const companies = await prisma.company.findMany({ select: { id: true }, orderBy: { id: "asc" } });
let problems = 0;
for (const { id } of companies)
  for (const problem of await checkLedgerConsistency({ companyId: id })) {
    problems++;
    console.error(`company ${id}: ${problem}`);
  }
const transactions = await prisma.transaction.count();
console.log(
  `colmeia: ledger of ${companies.length} companies and ${transactions} transactions checked: ${problems ? `${problems} problem(s)` : "consistent"}`,
);
await prisma.$disconnect();
await closePglite();
process.exit(problems ? 1 : 0);
