// npm run company:create -- --name NAME --document CNPJ_OR_CPF --owner-email EMAIL [--owner-name NAME]
//   [--password-stdin] [--api-key]
// For the operator: a production instance starts empty (docs/security.md, "Production bootstrap"),
// and this makes its companies — each with its own recipient, default pricing and its first owner.
// Without --password-stdin it prints a one-time link (24 h) where the owner chooses a password;
// with it, reads the password from stdin. --api-key also prints one secret key (sk_live_ in
// production), once, on a line of its own. A duplicate document or e-mail is refused and nothing is
// written. Runs on the same database as the app (DATABASE_URL, or the PGlite files in DATA_DIR:
// stop the server first, one process per PGlite directory); applies pending migrations first.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { formatDocument } from "../lib/formats/documents";
import { closePglite } from "../lib/platform/db-adapter";
import { migrate } from "../lib/platform/migrate";
import { operatorCompanySchema } from "../lib/schemas/operator-company";

const usage =
  "usage: npm run company:create -- --name NAME --document CNPJ_OR_CPF --owner-email EMAIL [--owner-name NAME] [--password-stdin] [--api-key]";
let parsed;
try {
  parsed = parseArgs({
    options: {
      name: { type: "string" },
      document: { type: "string" },
      "owner-email": { type: "string" },
      "owner-name": { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      "api-key": { type: "boolean", default: false },
    },
  }).values;
} catch (error) {
  console.error(`colmeia: ${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!parsed.name || !parsed.document || !parsed["owner-email"]) {
  console.error(usage);
  process.exit(2);
}

const FLAGS: Record<string, string> = {
  legalName: "--name",
  documentNumber: "--document",
  ownerEmail: "--owner-email",
  ownerName: "--owner-name",
  password: "the password (stdin)",
};
const checked = operatorCompanySchema.safeParse({
  legalName: parsed.name,
  documentNumber: parsed.document,
  ownerEmail: parsed["owner-email"],
  ownerName: parsed["owner-name"],
  password: parsed["password-stdin"] ? readFileSync(0, "utf8").trim() : undefined,
  hasApiKey: parsed["api-key"],
});
if (!checked.success) {
  for (const issue of checked.error.issues)
    console.error(`colmeia: ${FLAGS[String(issue.path[0])] ?? String(issue.path[0])} ${issue.message}`);
  process.exit(1);
}

await migrate({ close: false });
const { prisma } = await import("../lib/platform/db");
const { createCompanyByOperator } = await import("../lib/domain/companies/create-company-by-operator");
try {
  const made = await createCompanyByOperator(checked.data);
  const { company } = made;
  console.log(
    `colmeia: company ${company.id} "${company.legalName}" (${formatDocument(company.documentNumber)}) created${company.sandbox ? " (sandbox)" : ""}, with its own recipient ${made.ownRecipientId} and default pricing; owner ${made.email}.`,
  );
  if (made.link) {
    console.log(
      `colmeia: the owner chooses a password at this link, once, before ${made.link.expiresAt.toISOString()} (give it to them privately):`,
    );
    console.log(made.link.url);
  } else console.log("colmeia: the owner signs in with the password given on stdin.");
  if (made.apiKey) {
    console.log("colmeia: secret API key (shown once; stored only as a hash):");
    console.log(made.apiKey);
  }
} catch (error) {
  console.error(`colmeia: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await closePglite();
}
