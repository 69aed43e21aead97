// npm run company:pricing -- --company <id or CNPJ/CPF> [--set path=value ...]
// For the operator: a company's pricing is its contract (docs/money.md) — payment fees, transfer
// fees, settlement days per method, the anticipation rate. Without --set, prints it; each --set
// changes one number by its dotted path (settlement.credit_card=30, settlement.pix=1,
// anticipation.monthlyRate=199, transfer.pix.fixedAmount=0, credit_card.spreadPercentage=399), and
// the whole result is checked before it is stored, with an audit entry by the system. Runs on the
// same database as the app (DATABASE_URL, or the PGlite files in DATA_DIR: stop the server first).
import { parseArgs } from "node:util";

import { closePglite } from "../lib/platform/db-adapter";

const { values } = parseArgs({
  options: { company: { type: "string" }, set: { type: "string", multiple: true, default: [] } },
});
const usage = "usage: npm run company:pricing -- --company <id or document> [--set path=value ...]";
if (!values.company) {
  console.error(usage);
  process.exit(2);
}
const changes: Record<string, number> = {};
for (const pair of values.set ?? []) {
  const match = /^([a-z_]+(?:\.[A-Za-z_]+)*)=(-?\d+)$/.exec(pair);
  if (!match) {
    console.error(`colmeia: "${pair}" is not path=integer\n${usage}`);
    process.exit(2);
  }
  changes[match[1]] = Number(match[2]);
}

const { prisma } = await import("../lib/platform/db");
const { DEFAULT_PRICING } = await import("../lib/domain/pricing/fees");
const { setCompanyPricing } = await import("../lib/domain/companies/set-pricing");
try {
  const key = values.company.replace(/\D/g, "");
  const company = await prisma.company.findFirst({
    where: /^\d{11}$|^\d{14}$/.test(key) ? { documentNumber: key } : { id: Number(key) || -1 },
    select: { id: true, tradeName: true, pricing: true },
  });
  if (!company) throw new Error(`no company ${values.company}`);
  const pricing = Object.keys(changes).length
    ? await setCompanyPricing({ companyId: company.id, changes })
    : (company.pricing ?? DEFAULT_PRICING);
  console.log(
    `colmeia: pricing of ${company.tradeName} (#${company.id})${Object.keys(changes).length ? ", updated" : ""}:`,
  );
  console.log(JSON.stringify(pricing, null, 2));
} catch (error) {
  console.error(`colmeia: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await closePglite();
}
